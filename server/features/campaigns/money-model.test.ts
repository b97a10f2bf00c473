import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLedger } from '../ledger';
import { balanceOf, createProject, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { TestClock } from '../../test/test-clock';
import { closeDueCampaigns } from './close-campaigns';

const clock = new TestClock();
const context = useTestApp({ SIGNUPS_PER_CLIENT: '10000' }, { clock });

/** What a step may do; indexes pick among the run's own users, projects and investments. */
type Step =
  | { kind: 'deposit'; user: number; dollars: number }
  | { kind: 'invest'; user: number; project: number; shares: number }
  | { kind: 'cancelOrSell'; user: number; pick: number }
  | { kind: 'close' }
  | { kind: 'clockJump'; days: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), user: fc.nat(1), dollars: fc.integer({ min: 10, max: 400 }) }),
  fc.record({ kind: fc.constant('invest' as const), user: fc.nat(1), project: fc.nat(1), shares: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ kind: fc.constant('cancelOrSell' as const), user: fc.nat(1), pick: fc.nat(5) }),
  fc.constant({ kind: 'close' as const }),
  fc.record({ kind: fc.constant('clockJump' as const), days: fc.integer({ min: 1, max: 6 }) }),
);

/** $10 shares, 5% fee: the smallest whole-dollar amount that buys `shares`. */
const amountFor = (shares: number) => String(Math.ceil((shares * 10) / 0.95));

describe('a model of random deposits, invests, cancels, sells, closes and clock jumps', () => {
  it('keeps every money invariant after every step, and never answers with a server error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), fc.integer({ min: 60, max: 300 }), async (steps, goalDollars) => {
        clock.reset();
        const users = await Promise.all([fundedInvestor(context.app, 100), fundedInvestor(context.app, 100)]);
        const endIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
        const projects = await Promise.all([
          createProject(context.database.db, {
            totalShares: 30,
            availableShares: 30,
            fundingGoalCents: goalDollars * 100,
            minInvestmentCents: 10_00,
            endDate: endIn(4),
          }),
          createProject(context.database.db, {
            totalShares: 12,
            availableShares: 12,
            fundingGoalCents: 100_00,
            minInvestmentCents: 10_00,
            endDate: endIn(9),
          }),
        ]);
        const owned: number[][] = [[], []];
        for (const action of steps) {
          if (action.kind === 'deposit') {
            const user = users[action.user]!;
            const response = await send(context.app, {
              method: 'POST',
              url: '/api/funds/add',
              cookie: user.cookie,
              payload: { amount: action.dollars, paymentMethod: 'credit_card' },
            });
            expect(response.statusCode).toBe(200);
          } else if (action.kind === 'invest') {
            const user = users[action.user]!;
            const project = projects[action.project]!;
            const before = await balanceOf(context.app, user.cookie);
            const response = await send(context.app, {
              method: 'POST',
              url: '/api/investments',
              cookie: user.cookie,
              payload: investPayload(project.id, amountFor(action.shares), action.shares),
            });
            expect([201, 400]).toContain(response.statusCode);
            if (response.statusCode === 201) {
              owned[action.user]!.push(response.json().id as number);
              expect(Number(await balanceOf(context.app, user.cookie))).toBeCloseTo(Number(before) - Number(amountFor(action.shares)), 6);
            } else {
              expect(await balanceOf(context.app, user.cookie)).toBe(before);
            }
          } else if (action.kind === 'cancelOrSell') {
            const user = users[action.user]!;
            const mine = owned[action.user]!;
            if (mine.length === 0) continue;
            const id = mine[action.pick % mine.length]!;
            const before = await balanceOf(context.app, user.cookie);
            const response = await send(context.app, { method: 'DELETE', url: `/api/investments/${id}`, cookie: user.cookie });
            expect([200, 409]).toContain(response.statusCode);
            const after = await balanceOf(context.app, user.cookie);
            if (response.statusCode === 200) {
              expect(response.json().accountBalance).toBe(after);
              expect(Number(after) - Number(before)).toBeCloseTo(Number(response.json().investment.proceeds), 6);
            } else {
              expect(after).toBe(before);
            }
          } else if (action.kind === 'close') {
            await closeDueCampaigns(context.database.db, clock.now());
          } else {
            await clock.advanceDays(action.days);
          }
          expect(await checkLedger(context.database.db)).toEqual([]);
        }
      }),
      { numRuns: 12 },
    );
  });
});
