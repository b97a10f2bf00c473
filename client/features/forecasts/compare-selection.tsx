import { useState } from 'react';
import { Link } from 'wouter';
import { Scale } from 'lucide-react';
import { COMPARE_MAX_PROJECTS, COMPARE_TOO_MANY_MESSAGE } from '@common/rules/compare';
import { Button, buttonClassName } from '@/components/ui/button';
import { compareHref } from './compare-request';

export interface CompareSelectionState {
  picked: number[];
  /** Set when a fifth project was ticked (and left out). */
  tooMany: boolean;
  toggle: (id: number, checked: boolean) => void;
  clear: () => void;
}

/** Explore's "select to compare": up to four projects, in the order ticked. */
export function useCompareSelection(): CompareSelectionState {
  const [picked, setPicked] = useState<number[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const toggle = (id: number, checked: boolean) => {
    if (!checked) {
      setPicked((previous) => previous.filter((other) => other !== id));
      setTooMany(false);
      return;
    }
    if (picked.includes(id)) return;
    if (picked.length >= COMPARE_MAX_PROJECTS) {
      setTooMany(true);
      return;
    }
    setPicked([...picked, id]);
    setTooMany(false);
  };
  return { picked, tooMany, toggle, clear: () => (setPicked([]), setTooMany(false)) };
}

/** A project card's "Compare" tick box; its label names the project for screen readers. */
export function CompareCheckbox({ id, title, selection }: { id: number; title: string; selection: CompareSelectionState }) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-muted-foreground">
      <input
        type="checkbox"
        id={`compare-${id}`}
        name="compare"
        value={id}
        className="size-6 shrink-0 accent-[var(--color-primary)]"
        checked={selection.picked.includes(id)}
        onChange={(event) => selection.toggle(id, event.target.checked)}
      />
      Compare<span className="sr-only"> {title}</span>
    </label>
  );
}

/** Under the grid, once a project is ticked: the link to compare them, and why a fifth was not added. */
export function CompareSelection({ selection }: { selection: CompareSelectionState }) {
  const count = selection.picked.length;
  return (
    <div aria-live="polite">
      {count > 0 ? (
        <div className="sticky bottom-4 z-10 mt-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-primary/60 bg-card p-4 shadow-lg">
          <p className="text-sm">
            {count === 1 ? 'One project picked: pick another to compare them.' : `${count} projects picked to compare.`}
            {selection.tooMany ? (
              <span className="block text-[#fca5a5]">{COMPARE_TOO_MANY_MESSAGE} Untick one to pick another.</span>
            ) : null}
          </p>
          <div className="flex gap-2">
            <Button variant="outline" onClick={selection.clear}>
              Clear
            </Button>
            <Link href={compareHref(selection.picked)} className={buttonClassName('primary', 'md')}>
              <Scale className="size-4" aria-hidden />
              Compare ({count})
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
