/**
 * The demo conversation (decisions.md, "Questions and answers on a project"): a few questions on
 * one demo project, answered by its creator, one from a disclosed paid promoter, and one still
 * awaiting its answer, so that a visitor sees what the Questions section is for.
 *
 * EVERYTHING IN THIS FILE IS FICTIONAL SANDBOX CONTENT. The voices are accounts of the sandbox
 * itself, like the demo traders: nobody can sign in to them (their password hash is the demo's
 * mark, no hash), their emails are under the reserved example.com domain, and they hold no money.
 */

/** The demo project that carries the conversation (started 15 days before the seed). */
export const DEMO_CONVERSATION_PROJECT_KEY = 'tidewater-modular-rig';
/** Its creator, who answers through the demo voice `creator`. */
export const DEMO_CONVERSATION_CREATOR_KEY = 'neon-tidewater';

export interface DemoVoice {
  email: string;
  firstName: string;
  lastName: string;
}

export const demoVoices = {
  creator: { email: 'demo-creator-neon-tidewater@example.com', firstName: 'Neon', lastName: 'Tidewater' },
  listener: { email: 'demo-listener-maya@example.com', firstName: 'Maya', lastName: 'Okafor' },
  skeptic: { email: 'demo-listener-theo@example.com', firstName: 'Theo', lastName: 'Lindqvist' },
  promoter: { email: 'demo-promoter-priya@example.com', firstName: 'Priya', lastName: 'Raman' },
} satisfies Record<string, DemoVoice>;
export type DemoVoiceKey = keyof typeof demoVoices;

export const demoVoiceEmails = Object.values(demoVoices).map((voice) => voice.email);

export interface DemoAnswer {
  voice: DemoVoiceKey;
  /** Hours after the question. */
  hoursLater: number;
  body: string;
}

export interface DemoQuestion {
  voice: DemoVoiceKey;
  /** Days before the seed. */
  daysAgo: number;
  promoter: boolean;
  body: string;
  answers: DemoAnswer[];
}

/** Oldest first. Three are older than a week and answered, so the creator's answer rate shows from the first start. */
export const demoQuestions: DemoQuestion[] = [
  {
    voice: 'listener',
    daysAgo: 14,
    promoter: false,
    body: 'Will the new rig be used for the livestreamed sets too, or only in venues?',
    answers: [
      {
        voice: 'creator',
        hoursLater: 6,
        body: 'Both. The rig travels in two flight cases, and the first livestream from our studio is planned for the week after the live debut.',
      },
    ],
  },
  {
    voice: 'skeptic',
    daysAgo: 11,
    promoter: false,
    body: 'What happens to my investment if the campaign does not reach its goal?',
    answers: [
      {
        voice: 'creator',
        hoursLater: 20,
        body: 'It is refunded in full to your Stagebacker balance when the campaign closes short of its goal. Nothing from the raise is spent before the goal is met.',
      },
    ],
  },
  {
    voice: 'promoter',
    daysAgo: 9,
    promoter: true,
    body: 'Full disclosure: the synth shop supplying the modules pays me to promote this build. Will backers hear the first patches before the live debut?',
    answers: [
      {
        voice: 'creator',
        hoursLater: 3,
        body: 'Yes: backers get a private stream of the first rehearsal on the finished rig, about three weeks from now.',
      },
    ],
  },
  {
    voice: 'skeptic',
    daysAgo: 1,
    promoter: false,
    body: 'Which field recordings will the first set use, and where were they recorded?',
    answers: [],
  },
];
