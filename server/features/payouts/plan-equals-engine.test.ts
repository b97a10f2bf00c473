import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cents } from '@common/money';
import { projectTypes } from '@common/project-types';
import { nextQuarterEnd } from '@common/schemas/payouts';
import { simulateOutlook } from '@common/rules/outlook';
import { sharesBought } from '@common/rules/outlook-shares';
import { expectedDraws } from '@common/rules/revenue-model';
import { payouts } from '../../db/schema';
import { createProject, expectLedgerClean, findProjectRow, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { payQuarter } from './pay-quarters';

const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });
const QUARTERS = 8;
// 47 whole shares after the 5% platform fee; the other 953 are the demo backers', the simulator's "others".
const AMOUNT_CENTS = cents(494_74);

describe("the outlook simulator's plan", () => {
  it('is what the payout engine pays under the expected draws, to the cent, quarter by quarter, for every project type', async () => {
    expect(sharesBought({ amountCents: AMOUNT_CENTS, priceCents: cents(10_00), onMarket: false })).toBe(47);
    for (const type of projectTypes) {
      const created = await createProject(context.database.db, {
        type,
        totalShares: 1000,
        availableShares: 47,
        fundingGoalCents: 5_000_00,
      });
      const investor = await fundedInvestor(context.app, 600);
      const invested = await send(context.app, {
        method: 'POST',
        url: '/api/investments',
        cookie: investor.cookie,
        payload: investPayload(created.id, '494.74', 47),
      });
      expect(invested.statusCode, type).toBe(201);
      // Its last share sold, the campaign closes funded at once.
      const project = await findProjectRow(context.database.db, created.id);
      expect(project.status, type).toBe('funded');
      const fundedAt = project.closedAt!;
      let quarterEnd = fundedAt;
      for (let quarter = 0; quarter < QUARTERS; quarter += 1) {
        quarterEnd = nextQuarterEnd(quarterEnd);
        const at = quarterEnd;
        await context.database.db.transaction((tx) => payQuarter(tx, project, at, at, expectedDraws));
      }
      const paid = await context.database.db
        .select({ quarter: payouts.quarter, amount: payouts.amountCents })
        .from(payouts)
        .where(and(eq(payouts.projectId, project.id), eq(payouts.investmentId, invested.json().id as number)))
        .orderBy(payouts.quarter);
      const outlook = simulateOutlook(
        {
          id: project.id,
          type,
          fundingGoalCents: project.fundingGoalCents,
          fundedAt,
          sharePriceCents: project.sharePriceCents,
          sharesIssued: 1000,
          sharesToReachGoal: null,
        },
        {
          amountCents: AMOUNT_CENTS,
          years: QUARTERS / 4,
          paths: 100,
          seed: 1,
          priceCents: cents(10_00),
          onMarket: false,
          noVolatility: true,
        },
      );
      const planned = outlook.quarters.map((quarter) => ({ quarter: quarter.quarter, amount: Math.round(Number(quarter.plan) * 100) }));
      // A quarter that pays the investor nothing has no payout line.
      expect(paid, type).toEqual(planned.filter((quarter) => quarter.amount > 0));
      expect(
        planned.some((quarter) => quarter.amount > 0),
        type,
      ).toBe(true);
    }
    await expectLedgerClean(context.database.db);
  });
});
