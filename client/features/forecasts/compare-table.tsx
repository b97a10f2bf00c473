import { Link } from 'wouter';
import { X } from 'lucide-react';
import { decimalToCents, formatCentsAsUsd, formatCentsAsWholeUsd } from '@common/money';
import type { CompareAnswer, CompareFigures } from '@common/schemas/outlook-compare';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { breakEvenText, percentText } from './compare-text';

const COLUMNS = ['P50 annual return (IRR)', 'Chance of any loss', 'Break-even (P50)', 'Money back within 3 years'] as const;

// On phones each row is a card and each cell says what it is; from md up it is a table.
const rowClassName = 'max-md:block max-md:rounded-xl max-md:border max-md:border-border max-md:bg-card max-md:p-4 max-md:mb-4';
const cellClassName =
  'px-4 py-3 align-top md:border-t md:border-border max-md:flex max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-1.5 max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]';

function FigureCells({ figures, years }: { figures: CompareFigures; years: number }) {
  return (
    <>
      <td data-label={COLUMNS[0]} className={cellClassName}>
        <span className="max-md:text-right">
          <span className="font-semibold">{percentText(figures.irr.p50)}</span>
          <span className="block text-xs text-muted-foreground">
            P10 {percentText(figures.irr.p10)} to P90 {percentText(figures.irr.p90)}
          </span>
        </span>
      </td>
      <td data-label={COLUMNS[1]} className={cellClassName}>
        <span className="font-semibold">{percentText(figures.anyLoss)}</span>
      </td>
      <td data-label={COLUMNS[2]} className={cellClassName}>
        <span className="font-semibold max-md:text-right">{breakEvenText(figures.breakEvenQuarter, years)}</span>
      </td>
      <td data-label={COLUMNS[3]} className={cellClassName}>
        <span className="font-semibold">{percentText(figures.moneyBackIn3Years)}</span>
      </td>
    </>
  );
}

/**
 * The projects side by side, the same amount in each, and the amount split evenly across them:
 * every figure simulated, marked Hypothetical.
 */
export function CompareTable({ answer, onRemove }: { answer: CompareAnswer; onRemove: (id: number) => void }) {
  const amount = formatCentsAsWholeUsd(decimalToCents(answer.amount));
  return (
    <table className="w-full border-collapse text-left text-sm max-md:block">
      <caption className="mb-4 text-left text-sm text-muted-foreground max-md:block">
        <Badge tone="warning" className="mr-2">
          Hypothetical
        </Badge>
        {amount} in each project over {answer.years} years, {answer.paths.toLocaleString('en-US')} simulated futures each: not a promise of
        what it will pay.
      </caption>
      <thead className="max-md:hidden">
        <tr>
          <th scope="col" className="px-4 py-3 font-semibold">
            Project
          </th>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className="px-4 py-3 font-semibold">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:block">
        {answer.projects.map((project) => (
          <tr key={project.id} className={rowClassName}>
            <th scope="row" className="px-4 py-3 text-left align-top font-normal md:border-t md:border-border max-md:block max-md:px-0">
              <span className="flex items-start justify-between gap-2">
                <span>
                  <Link href={`/tour/${project.id}`} className="font-semibold text-foreground underline-offset-4 hover:underline">
                    {project.title}
                  </Link>
                  <span className="block text-xs text-muted-foreground">
                    {project.onMarket ? 'Bought on the market' : 'In the campaign, 5% fee'} at{' '}
                    {formatCentsAsUsd(decimalToCents(project.sharePrice))} a share
                  </span>
                </span>
                <button
                  type="button"
                  onClick={() => onRemove(project.id)}
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
                  aria-label={`Remove ${project.title}`}
                >
                  <X className="size-4" aria-hidden />
                </button>
              </span>
            </th>
            {project.figures ? (
              <FigureCells figures={project.figures} years={answer.years} />
            ) : (
              <td colSpan={COLUMNS.length} className={cn(cellClassName, 'text-[#fca5a5] max-md:before:content-none')}>
                Cannot be compared: {project.notComparable}
              </td>
            )}
          </tr>
        ))}
        {answer.split ? (
          <tr className={cn(rowClassName, 'bg-primary/10 max-md:border-primary/60')}>
            <th scope="row" className="px-4 py-3 text-left align-top md:border-t md:border-border max-md:block max-md:px-0">
              Split evenly
              <span className="block text-xs font-normal text-muted-foreground">
                {amount} across {answer.split.projectIds.length} projects, about {formatCentsAsUsd(decimalToCents(answer.split.perProject))}{' '}
                in each
              </span>
            </th>
            <FigureCells figures={answer.split.figures} years={answer.years} />
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
