import type { ReactNode } from 'react';
import * as AccordionPrimitive from 'radix-ui/accordion';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface AccordionItemData {
  question: string;
  answer: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItemData[];
  /** Level of the heading wrapping each question, so it fits the page's heading outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** One-open-at-a-time disclosure list; each question is a real heading containing a button. */
export function Accordion({ items, headingLevel = 3, className }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      className={cn('divide-y divide-border rounded-xl border border-border bg-card', className)}
    >
      {items.map((item, index) => (
        <AccordionPrimitive.Item key={item.question} value={`item-${index}`}>
          <AccordionPrimitive.Header asChild>
            <Heading className="m-0">
              <AccordionPrimitive.Trigger className="group flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left text-base font-semibold text-card-foreground transition-colors hover:bg-muted">
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </AccordionPrimitive.Trigger>
            </Heading>
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content className="px-5 pb-5 text-sm leading-relaxed text-muted-foreground">
            {item.answer}
          </AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}
