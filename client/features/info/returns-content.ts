import { cents, dollarsToCents } from '@common/money';

/** The split of every month's revenue, as the landing page promises it (decisions.md, Payouts and returns). */
export const revenueSplit = [
  { label: 'Artist', percent: 70, className: 'bg-primary' },
  { label: 'Investors', percent: 25, className: 'bg-accent' },
  { label: 'Platform', percent: 5, className: 'bg-muted-foreground' },
];

const INVESTORS_PERCENT = 25;

/** How revenue becomes a payout here, in plain words. */
export const payoutPoints = [
  'Once a project is funded it earns simulated revenue every month. Its shape depends on the project: a tour earns from ticket sales while it runs, an album from streams that start strong and fade, and equipment and studio builds earn more steadily. About a third of projects earn well below what they hoped.',
  'Each month’s revenue is split 70% to the creator, 25% to the investors and 5% to the platform.',
  'At the end of each quarter, the investors’ 25% is paid straight into your cash balance, divided in proportion to the shares each investor holds on the quarter’s last day. The demo backers of a project hold shares too and receive their part.',
  'Every payout appears under Payouts on your dashboard and in your account activity, and you can download a statement of each year’s payouts.',
];

/** What the returns on the dashboard mean. */
export const returnsPoints = [
  'Your holding’s value changes only at events: when the campaign is funded, and at each quarter’s revaluation, which looks at the project’s revenue over the last twelve months. It never moves minute to minute.',
  'Your returns are the payouts you have received plus the change in your holding’s value (its value now less what you paid).',
  'Selling credits your holding’s current value to your balance, and you keep every payout it has already paid you.',
  'An investment still held in escrow shows $0.00 returns: nothing is earned before its campaign is funded.',
  'All of it is virtual money: no real revenue is earned and no real payout or sale takes place.',
];

const exampleRevenueCents = dollarsToCents(6000);
const exampleTotalShares = 1000;
const exampleShares = 40;
const examplePoolCents = cents((exampleRevenueCents * INVESTORS_PERCENT) / 100);

/** Worked example: a quarter's revenue, the investors' pool and one holding's payout. */
export const payoutExample = {
  revenueCents: exampleRevenueCents,
  poolCents: examplePoolCents,
  totalShares: exampleTotalShares,
  shares: exampleShares,
  payoutCents: cents(Math.floor((examplePoolCents * exampleShares) / exampleTotalShares)),
};
