import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takingTurns } from './pglite-turns';

/** Runs `count` transactions at once and notes where, among their ends, a timer set at the start fired. */
async function timerPlaceAmong(client: PGlite, count: number): Promise<number> {
  const ends: string[] = [];
  setTimeout(() => ends.push('timer'), 0);
  await Promise.all(
    Array.from({ length: count }, (_, index) =>
      client.transaction(async (tx) => {
        await tx.query('select count(*) from generate_series(1, 2000)');
        await tx.query('select $1::int as turn', [index]);
        ends.push(`transaction ${index}`);
      }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 5));
  return ends.indexOf('timer');
}

describe('PGlite taking turns', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(() => client.close());

  it('lets the event loop run between two transactions, so a busy server still reads its sockets', async () => {
    // Untouched, PGlite hands over in microtasks: the timer waits for every transaction.
    expect(await timerPlaceAmong(client, 40)).toBe(40);
    expect(await timerPlaceAmong(takingTurns(client), 40)).toBeLessThan(3);
  });

  it('keeps the order of arrival, and one failed turn does not stop the next', async () => {
    const inTurns = takingTurns(client);
    const order: number[] = [];
    const turns = [0, 1, 2, 3].map((index) =>
      inTurns.query<{ n: number }>(index === 1 ? 'select nonsense' : 'select $1::int as n', [index]).then(
        (result) => order.push(result.rows[0]?.n ?? -1),
        () => order.push(-index),
      ),
    );
    await Promise.all(turns);
    expect(order).toEqual([0, -1, 2, 3]);
    expect((await inTurns.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});
