import type { LucideIcon } from 'lucide-react';
import { dollarsToCents, quoteInvestment } from '@common/money';
import {
  BadgeCheck,
  ChartLine,
  Eye,
  HandCoins,
  KeyRound,
  Landmark,
  Layers,
  Lock,
  Search,
  ShieldCheck,
  UserPlus,
  Users,
  Wallet,
} from 'lucide-react';

export interface IconCard {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const investorSteps: IconCard[] = [
  {
    title: 'Create your account',
    description:
      'Sign up free in under two minutes. You must be 18 or older. Accounts are verified within 24 hours, or 2-3 business days for investment accounts.',
    icon: UserPlus,
  },
  {
    title: 'Browse projects',
    description:
      'Explore curated creator projects: tours, albums, studio builds and podcasts. Filter by category, project type and funding goal, and read every budget and timeline.',
    icon: Search,
  },
  {
    title: 'Invest securely',
    description:
      'Back a project from its minimum investment, which each project sets (from $25 to $500 on the demo projects). Your funds are held in escrow until the funding goal is reached, and your shares are issued once the project is fully funded.',
    icon: ShieldCheck,
  },
  {
    title: 'Track returns',
    description: 'Follow every investment from your portfolio dashboard: performance, milestones and quarterly payouts, all in one place.',
    icon: ChartLine,
  },
];

export const investorReasons: IconCard[] = [
  {
    title: 'Low minimums',
    description:
      'Start from a project’s minimum, often $100 or less, and spread your money across several creators instead of betting on one.',
    icon: Wallet,
  },
  {
    title: 'Transparent projects',
    description: 'Every project shows its funding goal, share price, budget breakdown, milestones and creator metrics.',
    icon: Eye,
  },
  {
    title: 'Aligned incentives',
    description: 'Creators keep 70% of project revenue and investors share 25%, so everyone wins when the music does.',
    icon: HandCoins,
  },
  {
    title: 'Real fan connection',
    description: 'Back the artists and shows you already love and watch their next chapter happen from the front row.',
    icon: Users,
  },
  {
    title: 'Diversify beyond the market',
    description: 'Creator projects add a new kind of asset to your portfolio, spread across seven project types.',
    icon: Layers,
  },
  {
    title: 'Built-in safeguards',
    description: 'Escrowed funds, verified accounts and a clear risk disclosure before every investment.',
    icon: BadgeCheck,
  },
];

export const investingSteps = [
  {
    title: 'Review the project',
    description:
      'Open a project to see its hero pitch, investment overview, milestone timeline, budget breakdown and the artist’s audience metrics.',
  },
  {
    title: 'Choose your amount',
    description:
      'Enter any amount from the project’s minimum investment, which each project sets and shows on its page. The form shows the 5% platform fee and how many shares you will receive before you commit.',
  },
  {
    title: 'Read the agreement',
    description: 'Open the Investment Agreement & Risk Disclosure, read how the deal works and what can go wrong, then confirm.',
  },
  {
    title: 'Funds go to escrow',
    description: 'Your money is held in escrow until the project reaches its goal. Shares are issued when the project is fully funded.',
  },
];

const exampleSharePriceCents = dollarsToCents(25);

/** Worked example on the page, by the invest form's own arithmetic: $1,000 at $25 a share buys 38 shares. */
export const feeExample = { ...quoteInvestment(dollarsToCents(1000), exampleSharePriceCents), sharePriceCents: exampleSharePriceCents };

export const securityFeatures: IconCard[] = [
  {
    title: 'Escrow protection',
    description: 'Investments are held in escrow until a project reaches its funding goal, so no project starts underfunded.',
    icon: Landmark,
  },
  {
    title: 'Verified accounts',
    description: 'Identity and anti-money-laundering checks on every account before it can invest or raise funds.',
    icon: BadgeCheck,
  },
  {
    title: 'Encrypted everywhere',
    description: '256-bit SSL encryption in transit, and passwords stored only as strong one-way hashes.',
    icon: Lock,
  },
  {
    title: 'Private sessions',
    description: 'Sign-in uses a secure, HttpOnly session cookie that expires automatically and ends when you log out.',
    icon: KeyRound,
  },
];

export const riskPoints = [
  'Creator projects are speculative: a project can miss its goals and you can lose some or all of the money you invest.',
  'Shares are illiquid; you may not be able to sell when you want or at the price you hope for.',
  'Returns are never guaranteed and past performance does not predict future results.',
  'Only invest money you can afford to lose, and spread it across several projects.',
];

export const investorFaqs = [
  {
    question: 'How much do I need to start investing?',
    answer:
      'Each project sets its own minimum investment, shown on the project page and in the investment form. On the demo projects it ranges from $25 to $500.',
  },
  {
    question: 'What fees do I pay?',
    answer:
      'A 5% platform fee is taken from the amount you enter, and the rest buys shares at the project’s share price. For example, $1,000 becomes a $50 fee and $950 of shares. Payment processing fees may apply when adding funds.',
  },
  {
    question: 'When do I receive my shares?',
    answer: 'Your funds are held in escrow while the project raises money. Shares are issued once the project is fully funded.',
  },
  {
    question: 'How and when are returns paid?',
    answer:
      'At the end of each quarter, investors share 25% of the revenue a funded project earned, in proportion to the shares they hold on the quarter’s last day. Your part is paid into your cash balance and listed under Payouts on your dashboard, with a statement for each year.',
  },
  {
    question: 'Can I sell my investment?',
    answer:
      'Yes. Each investment in your dashboard has a Sell button. In the sandbox, selling credits the current value of the position to your virtual balance, and you keep the payouts it has already paid you. An investment still held in escrow is refunded in full instead.',
  },
  {
    question: 'Is any of this real money?',
    answer:
      'No. Stagebacker Sandbox uses virtual funds only, every project and creator is a fictional demo, and the sandbox resets periodically. Nothing you do here moves real money.',
  },
];
