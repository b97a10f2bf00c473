/**
 * The campaign rules shared by the browser and the server (decisions.md, Campaigns and
 * escrow). All times are the sandbox clock's.
 */

export const projectStatuses = ['active', 'funded', 'failed', 'suspended'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

export const investmentStatuses = ['pending', 'active', 'sold', 'cancelled', 'refunded'] as const;
export type InvestmentStatus = (typeof investmentStatuses)[number];

/** Where a holding came from: the campaign, or another investor on the market. */
export const investmentOrigins = ['campaign', 'market'] as const;
export type InvestmentOrigin = (typeof investmentOrigins)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
export const CANCEL_WINDOW_MS = 48 * 60 * 60 * 1000;

export const CANCEL_WINDOW_MESSAGE = "Investments can't be cancelled in the last 48 hours before the campaign closes.";

/** A campaign takes investments through its end date (UTC) and closes when that day is over. */
export function campaignClosesAt(endDate: string): Date {
  return new Date(Date.parse(`${endDate}T00:00:00.000Z`) + DAY_MS);
}

/** A pending investment can be cancelled (refunded in full) until 48 hours before the close. */
export function cancellableUntil(endDate: string): Date {
  return new Date(campaignClosesAt(endDate).getTime() - CANCEL_WINDOW_MS);
}
