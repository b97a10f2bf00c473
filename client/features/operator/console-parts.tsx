import { useId, type ReactNode } from 'react';

/** A table cell of the console; amounts align right in tabular figures. */
export const cell = 'py-2 pr-3';
export const amountCell = 'py-2 pr-3 text-right tabular-nums';

/** A console table's header row; the columns from `rightFrom` on hold amounts. */
export function HeaderCells({ names, rightFrom = Infinity }: { names: readonly string[]; rightFrom?: number }) {
  return (
    <thead>
      <tr className="text-muted-foreground">
        {names.map((name, index) => (
          <th key={name} scope="col" className={index >= rightFrom ? amountCell : cell}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** One titled part of a console section (`level` 4 inside a part that has its own heading). */
export function Part({ title, level = 3, children }: { title: string; level?: 3 | 4; children: ReactNode }) {
  const id = useId();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <section aria-labelledby={id} className={level === 3 ? 'grid gap-3' : 'grid gap-2'}>
      <Heading id={id} className={level === 3 ? 'text-lg font-bold' : 'font-bold'}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
