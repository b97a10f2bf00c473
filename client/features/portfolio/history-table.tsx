import { formatCentsAsUsd } from '@common/money';
import { formatDate } from '@/lib/dates';
import type { ChartPoint } from './chart-geometry';

/**
 * The chart's figures as a table, for screen readers (the chart itself is a picture). The
 * wrapper, not the table, is visually hidden: a table ignores the 1px width and would widen the page.
 */
export function HistoryTable({ points, caption }: { points: readonly ChartPoint[]; caption: string }) {
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Invested</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point, index) => (
            <tr key={`${index}-${point.date}`}>
              <th scope="row">{formatDate(point.date)}</th>
              <td>{formatCentsAsUsd(point.investedCents)}</td>
              <td>{formatCentsAsUsd(point.valueCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
