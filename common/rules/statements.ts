import { cents, decimalToCents, type Cents } from '@common/money';
import { statementLines, type YearStatement } from '@common/schemas/statements';

/**
 * The closing cash a statement's own lines add up to: openingCash + deposits - withdrawals -
 * invested + refunds + revenueShareIncome + salesProceeds - sellerFees + creatorNetProceeds +
 * creatorRevenueShare - reservedChange. A statement reconciles when it equals its closingCash.
 */
export function closingCashFromLines(statement: Omit<YearStatement, 'sales'>): Cents {
  let total = 0;
  for (const line of statementLines) total += line.sign * decimalToCents(statement[line.key]);
  return cents(total);
}

/** The sales' lines added up: their proceeds, fees, cost basis and gains, in cents. */
export function salesTotals(sales: YearStatement['sales']): { proceeds: Cents; fees: Cents; costBasis: Cents; gain: Cents } {
  let proceeds = 0;
  let fees = 0;
  let costBasis = 0;
  let gain = 0;
  for (const sale of sales) {
    proceeds += decimalToCents(sale.proceeds);
    fees += decimalToCents(sale.fee);
    costBasis += decimalToCents(sale.costBasis);
    gain += decimalToCents(sale.gain);
  }
  return { proceeds: cents(proceeds), fees: cents(fees), costBasis: cents(costBasis), gain: cents(gain) };
}
