/**
 * Campaign changes as the rules have them (decisions.md, "Campaign changes"; decision 0035):
 * business days, the reconfirmation deadline after a material change, and when a campaign may
 * close early. All times are the sandbox clock's, days are UTC.
 */
import { campaignClosesAt } from './campaigns';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A material change must be reconfirmed within this many business days. */
export const RECONFIRM_BUSINESS_DAYS = 5;
/** An early close gives at least this many business days' notice. */
export const EARLY_CLOSE_NOTICE_BUSINESS_DAYS = 5;
/** A campaign may close early once it has been open this many days. */
export const EARLY_CLOSE_MIN_OPEN_DAYS = 21;

/** The day (YYYY-MM-DD, UTC) a moment falls on. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

const dayAfter = (day: string, days: number): string => utcDay(new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS));

/** The day `count` business days after `day`: Saturdays and Sundays are skipped, there is no holiday calendar. */
export function addBusinessDays(day: string, count: number): string {
  let current = day;
  for (let counted = 0; counted < count;) {
    current = dayAfter(current, 1);
    const weekday = new Date(`${current}T00:00:00.000Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) counted += 1;
  }
  return current;
}

/**
 * Until when a pending investment must be reconfirmed after a material change made at `now`:
 * the end of the 5th business day after that day, or the campaign's close if it comes first
 * (an unconfirmed commitment is never taken into a close).
 */
export function reconfirmDeadline(now: Date, endDate: string): Date {
  const fifthDayEnds = campaignClosesAt(addBusinessDays(utcDay(now), RECONFIRM_BUSINESS_DAYS));
  const closes = campaignClosesAt(endDate);
  return fifthDayEnds < closes ? fifthDayEnds : closes;
}

/** The first day a campaign started on `startDate` may close early: after 21 days open. */
export const earlyCloseOpensOn = (startDate: string): string => dayAfter(startDate, EARLY_CLOSE_MIN_OPEN_DAYS);

/** The earliest end date an early close decided at `now` may set: 5 business days after today. */
export const earliestEarlyEndDate = (now: Date): string => addBusinessDays(utcDay(now), EARLY_CLOSE_NOTICE_BUSINESS_DAYS);

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Jan 5, 2027": a campaign date (end dates are UTC days), the same for every reader. */
export const formatCampaignDay = (day: string): string => dayFormat.format(new Date(`${day}T00:00:00.000Z`));
