/** "Q1 2027" from the API's "2027-Q1". */
export function quarterName(quarter: string): string {
  const match = /^(\d{4})-Q([1-4])$/.exec(quarter);
  return match ? `Q${match[2]} ${match[1]}` : quarter;
}
