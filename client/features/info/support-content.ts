import type { LucideIcon } from 'lucide-react';
import { BookOpen, Rocket, ShieldCheck, TrendingUp } from 'lucide-react';

export interface FaqCategory {
  id: string;
  title: string;
  icon: LucideIcon;
  faqs: { question: string; answer: string }[];
}

export const faqCategories: FaqCategory[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    icon: Rocket,
    faqs: [
      {
        question: 'What is Stagebacker Sandbox?',
        answer:
          'Stagebacker lets investors back music and audio creator projects and share in their success. This sandbox is a full working demo: every project and creator is fictional, all money is virtual, and the sandbox resets periodically.',
      },
      {
        question: 'How do I create an account?',
        answer:
          'Choose Get Started, enter your name and email, pick an account type (investor, musician or both) and set a password of at least 6 characters. You are signed in straight away.',
      },
      {
        question: 'Who can use Stagebacker?',
        answer:
          'Anyone 18 or older. Investors can back a project from the minimum investment it sets, and musicians can raise funds once they have at least 3 original songs.',
      },
      {
        question: 'How do I add funds in the sandbox?',
        answer:
          'Open your portfolio and choose Add Funds. Pick an amount between $10 and $10,000 and confirm with the prefilled demo card. The money is virtual and no card details are sent.',
      },
    ],
  },
  {
    id: 'investing',
    title: 'Investing',
    icon: TrendingUp,
    faqs: [
      {
        question: 'What is the minimum investment?',
        answer:
          'Each project sets its own minimum investment, shown on its page and in the investment form. On the demo projects it ranges from $25 to $500.',
      },
      {
        question: 'How are my shares calculated?',
        answer:
          'A 5% platform fee is taken from the amount you enter, and the rest is divided by the share price and rounded down to whole shares. The form shows the fee and share count before you confirm.',
      },
      {
        question: 'When do I get paid?',
        answer:
          'Investors share 25% of a funded project’s revenue in proportion to their shares, paid out quarterly. The artist keeps 70% and the platform 5%.',
      },
      {
        question: 'What happens if a project does not reach its goal?',
        answer:
          'Funds are held in escrow until the goal is reached and shares are issued only when a project is fully funded. Remember that even funded projects can lose money.',
      },
    ],
  },
  {
    id: 'for-creators',
    title: 'For Creators',
    icon: BookOpen,
    faqs: [
      {
        question: 'What do I need to launch a campaign?',
        answer:
          'A musician account, at least 3 original songs, a demo song (up to 50 MB), a project image (up to 10 MB), a funding goal, a share price, a timeline with milestones and a budget breakdown.',
      },
      {
        question: 'How long does project review take?',
        answer:
          'Projects are reviewed in 5-7 business days. In the sandbox, a submitted project goes live immediately so you can test the whole flow.',
      },
      {
        question: 'What does it cost to raise funds?',
        answer:
          'A 5% platform fee plus payment processing fees, charged only on funded projects. After that you keep 70% of project revenue.',
      },
    ],
  },
  {
    id: 'account-security',
    title: 'Account & Security',
    icon: ShieldCheck,
    faqs: [
      {
        question: 'How long does account verification take?',
        answer:
          'Accounts are verified within 24 hours. Investment accounts can take 2-3 business days while identity and anti-money-laundering checks are completed.',
      },
      {
        question: 'How is my password protected?',
        answer:
          'Passwords are never stored in plain text: we keep only a strong one-way hash. Use a unique password of at least 6 characters.',
      },
      {
        question: 'How do I sign out on a shared computer?',
        answer:
          'Open the avatar menu in the top right and choose Log out. This ends your session on our servers, and idle sessions expire automatically.',
      },
    ],
  },
];

export const resourceLinks = [
  { href: '/how-it-works', title: 'Investment Guide', description: 'The investment process, returns and payouts.' },
  { href: '/for-creators', title: 'Creator Handbook', description: 'Funding guidelines and how to submit a project.' },
  { href: '/terms', title: 'User License Agreement', description: 'Risk disclosures, fees and your rights.' },
  { href: '/privacy', title: 'Privacy Policy', description: 'What we collect and how we protect it.' },
];
