import type { Database, Transaction } from '../../db/client';
import { insertMissingDemoData, type SeededProject } from '../../db/seed/demo-rows';
import { releaseEscrow } from '../ledger';
import { payDueQuarters } from '../payouts';
import { activateDemoHoldings, investDemoTraders, placeDemoOrders, sandboxClockAt } from './demo-market';
import { insertDemoConversation } from './demo-questions';

/**
 * A funded demo campaign's raise reaches its creator on the ledger, paid by the fictional demo
 * backers and, for the demo market's project, by the demo traders' campaign investments, which
 * then are active holdings.
 */
export async function postFundedDemoReleases(tx: Transaction, seeded: SeededProject[]): Promise<void> {
  for (const project of seeded) {
    if (project.status !== 'funded' || !project.closedAt) continue;
    const traders = await investDemoTraders(tx, project);
    await releaseEscrow(tx, {
      projectId: project.id,
      creatorId: project.creatorId,
      demoRaisedCents: project.demoRaisedCents,
      at: project.closedAt,
    });
    if (traders) await activateDemoHoldings(tx, project);
  }
}

/** Inserts the demo rows that are missing and, in the same transaction, the funded ones' releases and the demo conversation. */
export async function insertMissingDemoProjects(tx: Transaction, today: Date): Promise<void> {
  await postFundedDemoReleases(tx, await insertMissingDemoData(tx, today));
  await insertDemoConversation(tx, today);
}

/**
 * The demo data on first start, with the quarters the funded demo project has earned since its
 * close already paid, and the demo market's resting orders (features/sandbox/demo-market.ts).
 * A second start changes nothing, but for placing again the demo orders that are no longer
 * open (expired after their 30 sandbox days, filled or cancelled): that is how the demo book
 * stays quoted between resets.
 */
export async function seedDemoData(db: Database, today = new Date()): Promise<void> {
  await db.transaction((tx) => insertMissingDemoProjects(tx, today));
  await payDueQuarters(db, today);
  await placeDemoOrders(db, sandboxClockAt(today));
}
