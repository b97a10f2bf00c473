import type { ReactNode } from 'react';
import { FlaskConical } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Shared building blocks of the static information pages, so they look alike. */

export function SandboxBadge() {
  return (
    <span className="inline-flex items-center gap-2 rounded-full border border-border bg-muted px-3 py-1 text-xs font-semibold uppercase tracking-wider text-accent">
      <FlaskConical aria-hidden="true" className="size-3.5" />
      Stagebacker Sandbox
    </span>
  );
}

interface InfoHeroProps {
  title: string;
  description: ReactNode;
  children?: ReactNode;
}

export function InfoHero({ title, description, children }: InfoHeroProps) {
  return (
    <header className="mx-auto max-w-3xl text-center">
      <SandboxBadge />
      <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
      <p className="mt-5 text-lg leading-relaxed text-muted-foreground text-pretty">{description}</p>
      {children && <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>}
    </header>
  );
}

interface SectionHeaderProps {
  id: string;
  title: string;
  description?: ReactNode;
  align?: 'center' | 'left';
}

/** An h2 with an optional lead paragraph; `id` lets the section reference it with aria-labelledby. */
export function SectionHeader({ id, title, description, align = 'center' }: SectionHeaderProps) {
  return (
    <div className={cn('max-w-3xl', align === 'center' ? 'mx-auto text-center' : undefined)}>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance">
        {title}
      </h2>
      {description && <p className="mt-3 text-base leading-relaxed text-muted-foreground">{description}</p>}
    </div>
  );
}

export function SandboxNotice({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={cn(
        'flex items-start gap-3 rounded-xl border border-accent/40 bg-muted px-4 py-3 text-sm leading-relaxed text-foreground',
        className,
      )}
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
      <span>{children}</span>
    </p>
  );
}

/** Sections sit under a sticky header, so anchors keep a margin when scrolled into view. */
export const sectionClassName = 'mt-20 scroll-mt-24 sm:mt-24';

/** A legal-document section body: a string is a paragraph, an array of strings is a bullet list. */
export type LegalBlock = string | readonly string[];

export interface LegalSection {
  /** Anchor for deep links, e.g. /privacy#cookies. */
  id: string;
  title: string;
  body: readonly LegalBlock[];
}

export function LegalSectionView({ section }: { section: LegalSection }) {
  const { id } = section;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 border-t border-border pt-8">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
        {section.title}
      </h2>
      <div className="mt-4 space-y-4 text-base leading-relaxed text-muted-foreground">
        {section.body.map((block, index) =>
          typeof block === 'string' ? (
            <p key={index}>{block}</p>
          ) : (
            <ul key={index} className="list-disc space-y-2 pl-6 marker:text-accent">
              {block.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ),
        )}
      </div>
    </section>
  );
}
