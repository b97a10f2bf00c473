import { Link, useSearchParams } from 'wouter';
import { Download, FileText } from 'lucide-react';
import { decimalToCents, formatCentsAsUsd } from '@common/money';
import { SANDBOX_STATEMENT_NOTICE, statementLines, type YearStatement } from '@common/schemas/statements';
import { LoadError } from '@/components/load-error';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDayUtc } from '@/lib/dates';
import { chosenYear, statementDownloadUrl, useStatementYears, useYearStatement } from './api';

const usd = (decimal: string) => formatCentsAsUsd(decimalToCents(decimal));
const sign = { 1: '+', [-1]: '−', 0: '' } as const;

function Loading({ what }: { what: string }) {
  return (
    <div className="mt-6 grid gap-3" aria-busy="true">
      <span className="sr-only" role="status">
        Loading {what}…
      </span>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function FiguresTable({ statement }: { statement: YearStatement }) {
  return (
    <Card className="mt-6 overflow-hidden">
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-4 text-left text-lg font-bold sm:px-5">Your {statement.year} in figures</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {statementLines.map((line) => {
            const closing = line.key === 'closingCash';
            return (
              <tr key={line.key} className={closing ? 'bg-primary/10' : undefined}>
                <th scope="row" className="px-4 py-3 align-top font-normal sm:px-5">
                  <span className={closing ? 'font-bold' : 'font-semibold'}>
                    {line.sign !== 0 ? (
                      <span aria-hidden className="mr-2 inline-block w-3 text-muted-foreground">
                        {sign[line.sign]}
                      </span>
                    ) : null}
                    {line.label}
                  </span>
                  <span className="mt-0.5 block text-xs text-muted-foreground">{line.note}</span>
                </th>
                <td
                  className={`px-4 py-3 text-right align-top whitespace-nowrap tabular-nums sm:px-5 ${closing ? 'font-bold' : ''}`}
                  data-testid={`statement-${line.key}`}
                >
                  {usd(statement[line.key])}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}

function SalesTable({ statement }: { statement: YearStatement }) {
  return (
    <section aria-labelledby="sales-heading" className="mt-8">
      <h3 id="sales-heading" className="text-lg font-bold">
        Sales
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Proceeds before the fee; cost basis is the part of the holding’s cost the shares sold carried; gain is proceeds less the fee and the
        cost basis.
      </p>
      {statement.sales.length === 0 ? (
        <p className="mt-3 text-sm">No sales this year.</p>
      ) : (
        <div
          className="mt-3 overflow-x-auto rounded-2xl border border-border"
          tabIndex={0}
          role="region"
          aria-label={`Sales in ${statement.year}`}
        >
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="bg-muted/40 text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Date
                </th>
                <th scope="col" className="px-3 py-2">
                  Project
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Shares
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Proceeds
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Cost basis
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Fee
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Gain
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {statement.sales.map((sale, index) => (
                <tr key={`${sale.investmentId}-${sale.at}-${index}`}>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDayUtc(sale.at)}</td>
                  <td className="px-3 py-2">{sale.projectTitle}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{sale.shares}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{usd(sale.proceeds)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{usd(sale.costBasis)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{usd(sale.fee)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{usd(sale.gain)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function YearStatementView({ year }: { year: number }) {
  const statement = useYearStatement(year);
  return (
    <section aria-labelledby="statement-heading" className="mt-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="statement-heading" className="text-2xl font-bold tracking-tight">
          {year} statement
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row">
          <a
            href={statementDownloadUrl(year, 'csv')}
            download={`stagebacker-statement-${year}.csv`}
            className={buttonClassName('outline', 'md', 'w-full sm:w-auto')}
          >
            <Download className="h-4 w-4" aria-hidden />
            Download CSV
          </a>
          <a
            href={statementDownloadUrl(year, 'pdf')}
            download={`stagebacker-statement-${year}.pdf`}
            className={buttonClassName('outline', 'md', 'w-full sm:w-auto')}
          >
            <FileText className="h-4 w-4" aria-hidden />
            Download PDF
          </a>
        </div>
      </div>
      <p className="mt-3 rounded-xl border border-amber-400/60 bg-amber-400/10 px-4 py-2 text-sm font-semibold">
        {SANDBOX_STATEMENT_NOTICE}.
      </p>
      {statement.isPending ? (
        <Loading what={`the ${year} statement`} />
      ) : statement.isError ? (
        <div className="mt-6">
          <LoadError title="The statement could not be loaded" error={statement.error} onRetry={() => void statement.refetch()} />
        </div>
      ) : (
        <>
          <FiguresTable statement={statement.data} />
          <SalesTable statement={statement.data} />
        </>
      )}
    </section>
  );
}

/**
 * The Statements page's body: the sandbox years with activity, and the chosen one's statement as a
 * table of its lines in plain words with its sales, to download as CSV or PDF (decisions.md,
 * "Statements that reconcile").
 */
export function Statements() {
  const years = useStatementYears();
  const [params] = useSearchParams();
  if (years.isPending) return <Loading what="your statements" />;
  if (years.isError) return <LoadError title="Statements could not be loaded" error={years.error} onRetry={() => void years.refetch()} />;
  const year = chosenYear(years.data.years, params.get('year'));
  if (year === null) {
    return (
      <Card className="p-6">
        <h2 className="text-xl font-bold">No statements yet</h2>
        <p className="mt-2 text-sm text-muted-foreground">A year gets a statement once money moves in your account: add funds to start.</p>
        <Link href="/add-funds" className={`${buttonClassName('secondary', 'md')} mt-4`}>
          Add Funds
        </Link>
      </Card>
    );
  }
  return (
    <>
      <nav aria-labelledby="years-heading">
        <h2 id="years-heading" className="text-lg font-bold">
          Years with activity
        </h2>
        <ul className="mt-3 flex flex-wrap gap-3">
          {years.data.years.map((each) => (
            <li key={each}>
              <Link
                href={`/statements?year=${each}`}
                aria-current={each === year ? 'page' : undefined}
                className={buttonClassName(each === year ? 'primary' : 'outline', 'md')}
              >
                {each}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <YearStatementView year={year} />
    </>
  );
}
