import { atSetting, ClockMovedError, type Clock } from '../clock';
import type { Database } from '../db/client';
import { sendAnnualReportReminders } from '../features/annual-reports';
import { cancelUnconfirmed } from '../features/campaign-changes';
import { closeDueCampaigns } from '../features/campaigns';
import { expireDueOrders, sendMissedFillNotices } from '../features/market';
import { sendDueReminders, sendNewBackerNotices } from '../features/notifications';
import { payDueQuarters } from '../features/payouts';

export interface Settled {
  /** Pending investments cancelled and refunded because their reconfirmation ended unconfirmed. */
  unconfirmedCancelled: number;
  closed: number;
  quartersPaid: number;
  remindersSent: number;
  ordersExpired: number;
  /** Notices to creators of new backers (at most one a project an hour). */
  backerNotices: number;
  /** Market fills whose notices were not sent after their commit (a server stopped in between), sent now. */
  fillNoticesSent: number;
  /** Reminders of annual reports due in 30 or 7 days or overdue (each once per project, year and reminder). */
  annualReportReminders: number;
}

/**
 * Everything the sandbox clock made due at `now`: lapsed reconfirmations are cancelled first (a
 * deadline is never after its campaign's close, so none is taken into a close); reminders next,
 * so a campaign whose close a clock jump passed is still reminded of it, dated before it closes;
 * then campaigns close, so a quarter never finds a funded project unclosed; market orders past
 * their 30 days expire before a quarter pays whoever holds the shares.
 */
export async function settleDue(db: Database, now: Date): Promise<Settled> {
  const unconfirmedCancelled = await cancelUnconfirmed(db, now);
  const remindersSent = await sendDueReminders(db, now);
  const closed = await closeDueCampaigns(db, now);
  const ordersExpired = await expireDueOrders(db, now);
  const quartersPaid = await payDueQuarters(db, now);
  const backerNotices = await sendNewBackerNotices(db, now);
  const fillNoticesSent = await sendMissedFillNotices(db);
  // After the quarters: a year's report is owed once its fourth quarter is paid.
  const annualReportReminders = await sendAnnualReportReminders(db, now);
  return {
    unconfirmedCancelled,
    closed,
    quartersPaid,
    remindersSent,
    ordersExpired,
    backerNotices,
    fillNoticesSent,
    annualReportReminders,
  };
}

/** Settings tried in a row; each retry means the clock was moved or reset again meanwhile. */
const SETTINGS_TRIED = 3;

/**
 * Settles what is due by the clock as it is set now. Every transaction of the round holds that
 * setting (`atSetting`): a reset or a move, from any server, waits for the one in flight and
 * stops the round at its next one, which then starts again from the new setting.
 */
export async function settleDueByClock(db: Database, clock: Pick<Clock, 'setting'>): Promise<Settled & { now: Date }> {
  for (let tried = 1; ; tried += 1) {
    const setting = await clock.setting();
    try {
      return { ...(await settleDue(atSetting(db, setting), setting.now)), now: setting.now };
    } catch (error) {
      if (!(error instanceof ClockMovedError) || tried === SETTINGS_TRIED) throw error;
    }
  }
}
