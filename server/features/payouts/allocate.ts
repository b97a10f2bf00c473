/**
 * Splits a pool of cents between holders pro rata by shares, in whole cents, by the largest
 * remainder method: each holder gets the floor of their exact share, then the cents left over
 * go one each to the largest fractional parts (ties to the earlier holder). The lines sum
 * exactly to the pool, each is within one cent of its exact share, and the same input always
 * gives the same output. Exact in integers: pool × shares stays far below 2^53 for any
 * sandbox pool (under $10 billion) and share count (under 2^31).
 */
export function allocateByShares(poolCents: number, shares: readonly number[]): number[] {
  if (!Number.isSafeInteger(poolCents) || poolCents < 0) throw new Error(`pool must be whole cents, not ${poolCents}`);
  if (shares.some((count) => !Number.isSafeInteger(count) || count < 0)) throw new Error('shares must be whole and non-negative');
  const totalShares = shares.reduce((total, count) => total + count, 0);
  if (totalShares === 0) return shares.map(() => 0);
  const lines = shares.map((count) => {
    const exact = BigInt(poolCents) * BigInt(count);
    return { floor: Number(exact / BigInt(totalShares)), remainder: Number(exact % BigInt(totalShares)) };
  });
  let left = poolCents - lines.reduce((total, line) => total + line.floor, 0);
  // Array sort is stable, so equal remainders keep the holders' order.
  const byRemainder = lines.map((line, index) => ({ index, remainder: line.remainder })).sort((a, b) => b.remainder - a.remainder);
  const amounts = lines.map((line) => line.floor);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    amounts[index] = (amounts[index] ?? 0) + 1;
    left -= 1;
  }
  return amounts;
}
