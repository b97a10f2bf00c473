import type { Database, Transaction } from '../../db/client';
import { insertMissingDemoData, type SeededProject } from '../../db/seed/demo-rows';
import { releaseEscrow } from '../ledger';
import { payDueQuarters } from '../payouts';

/** A funded demo campaign's raise reaches its creator on the ledger, paid by the fictional demo backers. */
export async function postFundedDemoReleases(tx: Transaction, seeded: SeededProject[]): Promise<void> {
  for (const project of seeded) {
    if (project.status !== 'funded' || !project.closedAt) continue;
    await releaseEscrow(tx, {
      projectId: project.id,
      creatorId: project.creatorId,
      demoRaisedCents: project.demoRaisedCents,
      at: project.closedAt,
    });
  }
}

/** Inserts the demo rows that are missing and, in the same transaction, the funded ones' releases. */
export async function insertMissingDemoProjects(tx: Transaction, today: Date): Promise<void> {
  await postFundedDemoReleases(tx, await insertMissingDemoData(tx, today));
}

/**
 * The demo data on first start, with the quarters the funded demo project has earned since its
 * close already paid; a second start changes nothing.
 */
export async function seedDemoData(db: Database, today = new Date()): Promise<void> {
  await db.transaction((tx) => insertMissingDemoProjects(tx, today));
  await payDueQuarters(db, today);
}
