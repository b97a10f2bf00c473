import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Investment } from '@common/schemas/investments';
import { cents } from '@common/money';
import { timeIn, type BusinessTime } from '../../clock';
import type { Database } from '../../db/client';
import { investments, projects } from '../../db/schema';
import { AppError } from '../../errors';
import { cancelPending, lockOwnInvestment, toInvestmentView } from '../investments';
import { reconfirmationLapsed } from '../notifications';

export const NOTHING_TO_RECONFIRM = 'This investment has nothing to reconfirm.';
export const RECONFIRMATION_ENDED = 'The time to reconfirm this investment has ended.';

/**
 * `POST /api/investments/{id}/reconfirm` (owner; anyone else's is not found): the investor keeps
 * a pending investment after a material change. The project row is locked first, as on every
 * path that may race the lapse, so of a reconfirmation and the lapse exactly one wins.
 */
export function reconfirmInvestment(db: Database, userId: number, investmentId: number, time: BusinessTime): Promise<Investment> {
  return db.transaction(async (tx) => {
    const now = await timeIn(tx, time);
    const found = await lockOwnInvestment(tx, userId, investmentId);
    const { investment } = found;
    if (investment.status !== 'pending' || investment.reconfirmBy === null) throw new AppError(409, NOTHING_TO_RECONFIRM);
    if (now >= investment.reconfirmBy) throw new AppError(409, RECONFIRMATION_ENDED);
    const [kept] = await tx.update(investments).set({ reconfirmBy: null }).where(eq(investments.id, investmentId)).returning();
    if (!kept) throw new Error(`investment ${investmentId} could not be reconfirmed`);
    return toInvestmentView(kept, found.project, found.creatorName, cents(found.marketProceedsCents));
  });
}

/**
 * Cancels, with a full refund (fee included), every pending investment whose reconfirmation
 * ended by `now` unconfirmed, in the settle round, so a clock jump is caught up. One transaction
 * per project holding its row lock: the investments are read again under it, so however many
 * servers run this, each is cancelled, refunded and told exactly once. Returns how many.
 */
export async function cancelUnconfirmed(db: Database, now: Date): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({ projectId: investments.projectId })
        .from(investments)
        .where(and(isNotNull(investments.reconfirmBy), lte(investments.reconfirmBy, now), eq(investments.status, 'pending')))
        .orderBy(asc(investments.reconfirmBy), asc(investments.id))
        .limit(1);
      if (!due) return null;
      const [project] = await tx
        .select({ id: projects.id, title: projects.title })
        .from(projects)
        .where(eq(projects.id, due.projectId))
        .for('update');
      if (!project) return 0;
      const lapsed = await tx
        .select()
        .from(investments)
        .where(
          and(
            eq(investments.projectId, project.id),
            eq(investments.status, 'pending'),
            isNotNull(investments.reconfirmBy),
            lte(investments.reconfirmBy, now),
          ),
        )
        .orderBy(asc(investments.id))
        .for('update');
      // The refund is dated when the period ended, even when a clock jump catches it up later.
      const endedAt = (investment: (typeof lapsed)[number]) => investment.reconfirmBy ?? now;
      for (const investment of lapsed) await cancelPending(tx, investment, endedAt(investment));
      // The notices last, after every lock (see notify).
      for (const investment of lapsed) {
        await reconfirmationLapsed(tx, {
          investmentId: investment.id,
          userId: investment.userId,
          projectId: project.id,
          title: project.title,
          amountCents: investment.amountCents,
          at: endedAt(investment),
        });
      }
      return lapsed.length;
    });
    if (count === null) return cancelled;
    cancelled += count;
  }
}
