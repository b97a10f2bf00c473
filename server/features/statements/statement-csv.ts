import { centsToDecimal } from '@common/money';
import { salesTotals } from '@common/rules/statements';
import { SANDBOX_STATEMENT_NOTICE, statementLines, type YearStatement } from '@common/schemas/statements';
import { csvText } from '../../csv';

/** The CSV's columns: a line of the statement (its key and label) or a sale, and its amounts. */
export const statementCsvColumns = [
  'item',
  'description',
  'date',
  'investmentId',
  'projectTitle',
  'shares',
  'proceeds',
  'costBasis',
  'fee',
  'gain',
  'amount',
] as const;

const blank = (count: number) => Array.from({ length: count }, () => '');

/**
 * A year's statement as CSV (server/csv.ts): a notice row, then every line of the statement in
 * the identity's order (`item` its API name, `amount` its figure), each sale after the sales
 * proceeds with its date, holding, shares, proceeds, cost basis, fee and gain, and a `salesTotal`
 * row that sums the sales' columns.
 */
export function statementCsv(statement: YearStatement): string {
  const rows: string[][] = [['notice', `Stagebacker Sandbox statement for ${statement.year}. ${SANDBOX_STATEMENT_NOTICE}.`, ...blank(9)]];
  const figure = (key: (typeof statementLines)[number]['key'], label: string) => [key, label, ...blank(8), statement[key]];
  for (const line of statementLines) {
    rows.push(figure(line.key, line.label));
    if (line.key !== 'salesProceeds') continue;
    for (const sale of statement.sales) {
      rows.push([
        'sale',
        'Sale',
        sale.at.slice(0, 10),
        String(sale.investmentId),
        sale.projectTitle,
        String(sale.shares),
        sale.proceeds,
        sale.costBasis,
        sale.fee,
        sale.gain,
        '',
      ]);
    }
    const totals = salesTotals(statement.sales);
    rows.push([
      'salesTotal',
      'Total of the sales',
      '',
      '',
      '',
      String(statement.sales.reduce((total, sale) => total + sale.shares, 0)),
      centsToDecimal(totals.proceeds),
      centsToDecimal(totals.costBasis),
      centsToDecimal(totals.fees),
      centsToDecimal(totals.gain),
      '',
    ]);
  }
  return csvText(statementCsvColumns, rows);
}
