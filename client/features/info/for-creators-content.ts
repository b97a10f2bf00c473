import { BadgeCheck, ChartLine, HandCoins, Rocket, Send, Sparkles, Target, UserPlus, Users } from 'lucide-react';
import { cents, type Cents } from '@common/money';
import type { ProjectType } from '@common/project-types';
import type { IconCard } from './how-it-works-content';

export const creatorSteps: IconCard[] = [
  {
    title: 'Create your profile',
    description: 'Sign up as a musician, tell your story and link your Spotify and website. Accounts are verified within 24 hours.',
    icon: UserPlus,
  },
  {
    title: 'Submit your project',
    description: 'Describe the project, upload a demo song and cover image, and set your funding goal, share price, timeline and budget.',
    icon: Send,
  },
  {
    title: 'Get approved',
    description: 'Our team reviews every project in 5-7 business days for a realistic budget, clear milestones and original music.',
    icon: BadgeCheck,
  },
  {
    title: 'Raise funds',
    description:
      'Go live to investors who back you from the minimum investment you set. Funds are held in escrow and released when you reach your goal.',
    icon: Rocket,
  },
];

export const creatorReasons: IconCard[] = [
  {
    title: 'Keep 70% of revenue',
    description: 'You keep the lion’s share of what your project earns; investors share 25% and the platform 5%.',
    icon: HandCoins,
  },
  {
    title: 'Stay in creative control',
    description: 'Investors own a share of project revenue, not your masters, your name or your artistic decisions.',
    icon: Sparkles,
  },
  {
    title: 'Turn fans into backers',
    description: 'Give the people who already stream and share your music a real stake in what you make next.',
    icon: Users,
  },
  {
    title: 'Funding that fits the plan',
    description: 'Set the goal, share price and milestones that match your budget, from a home studio to a full tour.',
    icon: Target,
  },
  {
    title: 'Clear, simple fees',
    description: 'A 5% platform fee on funded projects plus payment processing fees. Nothing to pay if you do not reach your goal.',
    icon: BadgeCheck,
  },
  {
    title: 'Insight for every release',
    description: 'Track backers, milestones and funding progress from one dashboard and share updates with investors.',
    icon: ChartLine,
  },
];

export interface SuccessStory {
  creator: string;
  project: string;
  type: ProjectType;
  raisedCents: Cents;
  goalCents: Cents;
  backers: number;
  quote: string;
}

export const successStories: SuccessStory[] = [
  {
    creator: 'Nova Vale',
    project: 'Midnight Static EP',
    type: 'album',
    raisedCents: cents(48_500_00),
    goalCents: cents(45_000_00),
    backers: 312,
    quote: 'My listeners funded the whole EP in three weeks, and now they get a share of every stream.',
  },
  {
    creator: 'The Copper Pines',
    project: 'Coastline Summer Tour',
    type: 'tour',
    raisedCents: cents(96_000_00),
    goalCents: cents(90_000_00),
    backers: 540,
    quote: 'We booked twelve cities instead of four, and half the front row had backed the tour.',
  },
  {
    creator: 'DJ Kairo Blue',
    project: 'Festival Rig Upgrade',
    type: 'equipment',
    raisedCents: cents(18_000_00),
    goalCents: cents(18_000_00),
    backers: 126,
    quote: 'New controllers and monitors changed my live set overnight. The bookings followed.',
  },
  {
    creator: 'Mara Quill',
    project: 'Attic Studio Build',
    type: 'studio_setup',
    raisedCents: cents(12_500_00),
    goalCents: cents(12_000_00),
    backers: 88,
    quote: 'I finally record at home on my own schedule, and my backers heard every demo first.',
  },
  {
    creator: 'Late Night Frequencies',
    project: 'Season Two Production',
    type: 'podcast_production',
    raisedCents: cents(26_000_00),
    goalCents: cents(25_000_00),
    backers: 204,
    quote: 'Season two has a real editor, better guests and twice the downloads of season one.',
  },
  {
    creator: 'Sol & Static',
    project: 'Golden Hour Release Campaign',
    type: 'marketing',
    raisedCents: cents(15_000_00),
    goalCents: cents(15_000_00),
    backers: 97,
    quote: 'A proper music video and playlist push took our single from hundreds of plays to hundreds of thousands.',
  },
];

export const eligibilityGuidelines = [
  'You are at least 18 years old and can verify your identity.',
  'You have at least 3 original songs that you wrote or co-wrote and control the rights to.',
  'Everything you upload (demo songs, images, lyrics) is yours or properly licensed.',
  'You can deliver the project within the timeline you set and report on each milestone.',
];

export const fundingGuidelines = [
  'Set a funding goal backed by a budget breakdown across production, equipment, marketing, distribution, talent and other costs.',
  'Choose a share price low enough that your minimum investment buys at least one share after the 5% platform fee.',
  'Plan a timeline with a start date, an end date and milestones investors can follow.',
  'Funds are held in escrow and released only when your goal is reached; shares are then issued to backers.',
  'A 5% platform fee plus payment processing fees apply to funded projects only.',
  'Project revenue is split 70% to you, 25% to investors and 5% to the platform, paid out quarterly.',
];

export const submissionRequirements = [
  'Title up to 100 characters and a description of 50 to 2,000 characters.',
  'A demo song up to 50 MB (MP3, WAV or M4A).',
  'A project image up to 10 MB (JPEG, PNG or WebP).',
  'A music genre and one of the seven project types.',
];
