import type { Database } from '../../db/client';
import { closeDueCampaigns } from '../campaigns';
import { payDueQuarters } from './pay-quarters';

/** Everything the sandbox clock made due at `now`: campaigns close first, so a quarter never finds a funded project unclosed. */
export async function settleDue(db: Database, now: Date): Promise<{ closed: number; quartersPaid: number }> {
  const closed = await closeDueCampaigns(db, now);
  const quartersPaid = await payDueQuarters(db, now);
  return { closed, quartersPaid };
}
