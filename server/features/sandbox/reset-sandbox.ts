import { eq, isNull, sql } from 'drizzle-orm';
import type { Cents } from '@common/money';
import { notifyClockMoved } from '../../clock';
import type { Database } from '../../db/client';
import { creators, idempotencyKeys, investments, projectQuarters, projects, sandboxState, uploads, users } from '../../db/schema';
import { annualReports } from '../../db/schema-annual-reports';
import { marketOrders } from '../../db/schema-market';
import {
  notificationEvents,
  notificationMails,
  notifications,
  projectPosts,
  projectUpdates,
} from '../../db/schema-updates-and-notifications';
import { demoCreators, demoProjects } from '../../db/seed/demo-data';
import { demoCreatorRow, demoProjectRow, seededProjectColumns } from '../../db/seed/demo-rows';
import { restartLedger } from '../ledger';
import { newRevenueSeed, payDueQuarters } from '../payouts';
import { placeDemoOrders, removeDemoTraders } from './demo-market';
import { removeDemoVoices } from './demo-questions';
import { insertMissingDemoProjects, postFundedDemoReleases } from './seed-demo';

/** Two servers on one schedule must not both reset: a reset this recent is the same reset. */
export const SAME_RESET_WINDOW_MS = 60_000;

export interface ResetSummary {
  reset: boolean;
  accounts: number;
  removedProjects: number;
  removedInvestments: number;
  /** Storage keys of uploaded files that no project uses any more, for the caller to delete. */
  orphanedFiles: string[];
}

/**
 * Puts the sandbox back to its demo state: the demo projects as seeded (dates relative to
 * today), investments, market orders and created projects removed, the clock back to real
 * time, and the books started afresh with every account opening at the starting balance (funded
 * demo campaigns post their demo backers' release again, then the quarters they have earned
 * since). The demo market comes back as seeded: its demo traders' accounts, holdings and cash
 * afresh, then their resting orders. Accounts and sessions are kept. The realized revenue's
 * secret seed is drawn anew (`revenueSeed` pins it).
 */
export async function resetSandbox(
  db: Database,
  options: { startingBalanceCents: Cents; today?: Date; skipIfResetWithinMs?: number; revenueSeed?: number },
): Promise<ResetSummary> {
  const today = options.today ?? new Date();
  const summary = await db.transaction(async (tx): Promise<ResetSummary> => {
    // One row, locked: concurrent resets (several servers on one schedule) queue here, and so
    // does the reset behind every transaction acting by the clock on any server (server/clock.ts).
    await tx.insert(sandboxState).values({ id: true }).onConflictDoNothing();
    const [state] = await tx.select().from(sandboxState).where(eq(sandboxState.id, true)).for('update');
    const skipWithin = options.skipIfResetWithinMs ?? 0;
    if (state?.lastResetAt && skipWithin > 0 && today.getTime() - state.lastResetAt.getTime() < skipWithin) {
      return { reset: false, accounts: 0, removedProjects: 0, removedInvestments: 0, orphanedFiles: [] };
    }

    // Every money path writes the ledger, most after locking a project row: taking these tables
    // first makes them wait for the reset (and the reset for them), so no transfer lands between
    // the books' restart and the projects' return to the demo state.
    await tx.execute(sql`lock table projects, ledger_transfers, ledger_postings in exclusive mode`);
    // The demo traders and voices come back with the demo projects, as seeded: not opened with the starting balance.
    await removeDemoTraders(tx);
    await removeDemoVoices(tx);
    await restartLedger(tx, options.startingBalanceCents, today);
    // The market's orders go (their fills and lots with them): the books no longer hold their reservations.
    await tx.delete(marketOrders);
    // Payout lines go with their investments; the demo projects' paid quarters go too.
    const removedInvestments = await tx.delete(investments).returning({ id: investments.id });
    await tx.delete(projectQuarters);
    // Annual reports tell of years of the sandbox before (a demo project's would go with its quarters).
    await tx.delete(annualReports);
    await tx.delete(idempotencyKeys);
    // Updates and notifications tell of the sandbox's own history; follows of demo projects stay with their accounts.
    await tx.delete(projectUpdates);
    await tx.delete(notifications);
    await tx.delete(notificationEvents);
    // Mail not yet sent would tell of a history that is gone; a queued job finds nothing and ends.
    await tx.delete(notificationMails);
    // Questions and answers on the demo projects are the sandbox's history too (their reports go with them); the demo conversation comes back.
    await tx.delete(projectPosts);
    // Accounts are kept with their profile images; creator profiles, and so their images, go with the created projects.
    await tx.execute(sql`
      update uploads set used_in_profile = false
      where used_in_profile
        and not exists (select 1 from users where users.id = uploads.user_id and users.profile_image_url = '/api/files/' || uploads.id)`);
    const removedUploads = await tx
      .delete(uploads)
      .where(eq(uploads.usedInProfile, false))
      .returning({ storageKey: uploads.storageKey, storedAt: uploads.storedAt });
    const removedProjects = await tx.delete(projects).where(isNull(projects.demoKey)).returning({ id: projects.id });
    await tx.delete(creators).where(isNull(creators.demoKey));

    for (const creator of demoCreators) {
      await tx.update(creators).set(demoCreatorRow(creator)).where(eq(creators.demoKey, creator.key));
    }
    const creatorRows = await tx.select({ id: creators.id, demoKey: creators.demoKey }).from(creators);
    const creatorIds = new Map(creatorRows.map((row) => [row.demoKey, row.id]));
    for (const project of demoProjects) {
      const creatorId = creatorIds.get(project.creatorKey);
      if (creatorId === undefined) continue;
      const [restored] = await tx
        .update(projects)
        .set(demoProjectRow(project, creatorId, today))
        .where(eq(projects.demoKey, project.key))
        .returning(seededProjectColumns);
      if (restored) await postFundedDemoReleases(tx, [restored]);
    }
    // Demo rows deleted by hand come back.
    await insertMissingDemoProjects(tx, today);

    // A new secret for the realized revenue: the futures of the sandbox before are not those of the one after.
    await tx
      .update(sandboxState)
      .set({ lastResetAt: today, clockOffsetMs: 0, revenueSeed: options.revenueSeed ?? newRevenueSeed() })
      .where(eq(sandboxState.id, true));
    await notifyClockMoved(tx);
    const [{ accounts } = { accounts: 0 }] = await tx.select({ accounts: sql<number>`count(*)::int` }).from(users);
    return {
      reset: true,
      accounts,
      removedProjects: removedProjects.length,
      removedInvestments: removedInvestments.length,
      orphanedFiles: removedUploads.filter((upload) => upload.storedAt !== null).map((upload) => upload.storageKey),
    };
  });
  if (summary.reset) {
    await payDueQuarters(db, today);
    await placeDemoOrders(db, today);
  }
  return summary;
}
