import type { Database } from '../db/client';
import { closeDueCampaigns } from '../features/campaigns';
import { sendDueReminders } from '../features/notifications';
import { payDueQuarters } from '../features/payouts';

/**
 * Everything the sandbox clock made due at `now`: campaigns close first, so a quarter never
 * finds a funded project unclosed, and a closed campaign gets no "closes in 48 hours".
 */
export async function settleDue(db: Database, now: Date): Promise<{ closed: number; quartersPaid: number; remindersSent: number }> {
  const closed = await closeDueCampaigns(db, now);
  const quartersPaid = await payDueQuarters(db, now);
  const remindersSent = await sendDueReminders(db, now);
  return { closed, quartersPaid, remindersSent };
}
