/**
 * Whole numbers in PostgreSQL's array text form (`{1,2,3}`), sent as one parameter and cast in
 * the query (`::int[]`, `::bigint[]`): 10,000 rows for `unnest` stay one parameter each column.
 */
export function arrayLiteral(values: readonly number[]): string {
  if (values.some((value) => !Number.isSafeInteger(value))) throw new Error('array literals hold whole numbers only');
  return `{${values.join(',')}}`;
}
