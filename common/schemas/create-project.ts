import { z } from 'zod';
import { cents, centsToDecimal, parseCents } from '../money';
import { createdBudgetKeys, musicGenres, projectTypes } from '../project-types';
import { AMOUNT_FORMAT_MESSAGE } from './amount';

export const DEMO_SONG_REQUIRED_MESSAGE = 'Please upload a demo song to showcase your music.';
export const PROJECT_IMAGE_REQUIRED_MESSAGE = 'Please upload a project image or photo.';
export const MAX_TOTAL_SHARES = 1_000_000_000;

const textOf = (value: string | number) => (typeof value === 'number' ? String(value) : value.trim());

/** fundingGoal, minInvestment, sharePrice: above 0, as the spec's decimal string ("1500.00"). */
const positiveMoney = z.union([z.string(), z.number()], { error: 'Must be a positive number' }).transform((value, context) => {
  const number = Number(textOf(value));
  if (textOf(value) === '' || !Number.isFinite(number) || number <= 0) {
    context.addIssue({ code: 'custom', message: 'Must be a positive number' });
    return z.NEVER;
  }
  const amount = parseCents(value);
  if (amount === null || amount === 0) {
    context.addIssue({ code: 'custom', message: AMOUNT_FORMAT_MESSAGE });
    return z.NEVER;
  }
  return centsToDecimal(amount);
});

/** The spec's form does not insist on a whole number; the server does, so the form does too (one schema). */
const totalShares = z.union([z.string(), z.number()], { error: 'Must be a positive integer' }).transform((value, context) => {
  const number = Number(textOf(value));
  if (textOf(value) === '' || !Number.isInteger(number) || number <= 0) {
    context.addIssue({ code: 'custom', message: 'Must be a positive integer' });
    return z.NEVER;
  }
  if (number > MAX_TOTAL_SHARES) {
    context.addIssue({ code: 'custom', message: 'Total shares must be at most 1,000,000,000.' });
    return z.NEVER;
  }
  return number;
});

/** A budget line: 0 or more dollars (default 0), sent as a number, read as cents. */
const budgetLine = z
  .union([z.string(), z.number()], { error: 'Must be a valid number' })
  .transform((value, context) => {
    const number = Number(textOf(value));
    if (textOf(value) === '' || !Number.isFinite(number) || number < 0) {
      context.addIssue({ code: 'custom', message: 'Must be a valid number' });
      return z.NEVER;
    }
    const amount = parseCents(value);
    if (amount === null) {
      context.addIssue({ code: 'custom', message: AMOUNT_FORMAT_MESSAGE });
      return z.NEVER;
    }
    return amount;
  })
  .default(cents(0));

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) && date.getUTCFullYear() >= 1900;
}

const calendarDate = (requiredMessage: string, invalidMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).refine(isCalendarDate, invalidMessage);

const fileAddress = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(500, requiredMessage);

/** Sent by the client as the spec says; the server generates the milestones itself and ignores these. */
const milestoneInput = z.object({
  name: z.string().max(200),
  date: z.string().max(40),
  description: z.string().max(1000),
  status: z.string().max(40).optional(),
});

/**
 * `POST /api/projects`, the spec's payload and section 5's rules and messages, fields in the
 * order the form shows them. The /create-project form validates with this same schema,
 * without the two file addresses (its files are uploaded on submit).
 */
export const createProjectSchema = z.strictObject({
  title: z
    .string({ error: 'Project title is required' })
    .trim()
    .min(1, 'Project title is required')
    .max(100, 'Title must be under 100 characters'),
  description: z
    .string({ error: 'Description must be at least 50 characters' })
    .trim()
    .min(50, 'Description must be at least 50 characters')
    .max(2000, 'Description must be under 2000 characters'),
  // The spec reads a missing type as 'other'.
  type: z.enum(projectTypes, { error: 'Choose a project type.' }).default('other'),
  musicGenre: z
    .string({ error: 'Music genre is required' })
    .trim()
    .min(1, 'Music genre is required')
    .refine((genre) => (musicGenres as readonly string[]).includes(genre), 'Choose a music genre from the list.'),
  fundingGoal: positiveMoney,
  minInvestment: positiveMoney,
  sharePrice: positiveMoney,
  totalShares,
  timeline: z.strictObject({
    startDate: calendarDate('Start date is required', 'Start date must be a valid date.'),
    endDate: calendarDate('End date is required', 'End date must be a valid date.'),
    milestones: z.array(milestoneInput).max(20).optional(),
  }),
  budget: z.strictObject({
    // The server adds up the breakdown itself; this figure is accepted and not trusted.
    totalBudget: z.number({ error: 'Must be a valid number' }).nonnegative('Must be a valid number').optional(),
    breakdown: z.strictObject(
      Object.fromEntries(createdBudgetKeys.map((key) => [key, budgetLine])) as Record<
        (typeof createdBudgetKeys)[number],
        typeof budgetLine
      >,
    ),
  }),
  demoSongUrl: fileAddress(DEMO_SONG_REQUIRED_MESSAGE),
  projectImageUrl: fileAddress(PROJECT_IMAGE_REQUIRED_MESSAGE),
});
export type CreateProjectPayload = z.input<typeof createProjectSchema>;
export type CreateProjectRequest = z.output<typeof createProjectSchema>;

/** The form: every field of the payload but the two file addresses. */
export const createProjectFormSchema = createProjectSchema.omit({ demoSongUrl: true, projectImageUrl: true });
export type CreateProjectFormValues = z.input<typeof createProjectFormSchema>;
export type CreateProjectFormOutput = z.output<typeof createProjectFormSchema>;
