import { z } from 'zod';
import { parseCents } from '../money';
import { AMOUNT_FORMAT_MESSAGE } from './amount';

export const BUSINESS_UPDATE_MIN = 50;
export const BUSINESS_UPDATE_MAX = 5000;
export const FUNDS_NOTE_MAX = 500;

export const BUSINESS_UPDATE_REQUIRED = `The business update must be at least ${BUSINESS_UPDATE_MIN} characters.`;
export const BUSINESS_UPDATE_TOO_LONG = `The business update must be under ${BUSINESS_UPDATE_MAX} characters.`;
export const USED_AMOUNT_MESSAGE = 'Enter the amount used in dollars, 0 or more, such as 1200 or 1200.50.';
export const NOTE_TOO_LONG = `A note must be under ${FUNDS_NOTE_MAX} characters.`;
export const USE_OF_FUNDS_MESSAGE = 'Send useOfFunds as a list of { item, used, note }, one for each of the budget’s items.';

/** An amount used: 0 or more dollars with at most 2 decimals, read as cents. */
const usedAmount = z.union([z.string(), z.number()], { error: USED_AMOUNT_MESSAGE }).transform((value, context) => {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (text === '') {
    context.addIssue({ code: 'custom', message: USED_AMOUNT_MESSAGE });
    return z.NEVER;
  }
  const amount = parseCents(text);
  if (amount === null) {
    context.addIssue({ code: 'custom', message: /^\d*\.\d{3,}$/.test(text) ? AMOUNT_FORMAT_MESSAGE : USED_AMOUNT_MESSAGE });
    return z.NEVER;
  }
  return amount;
});

/** One budget item as the creator reports it spent. */
export const fundsUseInputSchema = z.strictObject({
  item: z.string({ error: USE_OF_FUNDS_MESSAGE }).min(1, USE_OF_FUNDS_MESSAGE).max(100, USE_OF_FUNDS_MESSAGE),
  used: usedAmount,
  note: z.string({ error: NOTE_TOO_LONG }).trim().max(FUNDS_NOTE_MAX, NOTE_TOO_LONG).default(''),
});

/**
 * `POST /api/projects/{id}/annual-reports/{year}`: what the creator writes. The year's revenue
 * is not among it: the server reads it from the books (a `revenue` sent is refused).
 */
export const annualReportPayloadSchema = z.strictObject({
  businessUpdate: z
    .string({ error: BUSINESS_UPDATE_REQUIRED })
    .trim()
    .min(BUSINESS_UPDATE_MIN, BUSINESS_UPDATE_REQUIRED)
    .max(BUSINESS_UPDATE_MAX, BUSINESS_UPDATE_TOO_LONG),
  useOfFunds: z.array(fundsUseInputSchema, { error: USE_OF_FUNDS_MESSAGE }).max(50, USE_OF_FUNDS_MESSAGE),
});
export type AnnualReportPayload = z.input<typeof annualReportPayloadSchema>;

/** The form's fields before they are parsed: amounts as typed. */
export interface AnnualReportFormValues {
  businessUpdate: string;
  useOfFunds: Array<{ item: string; used: string; note: string }>;
}

export const yearParamsSchema = z.object({ id: z.string().max(200), year: z.string().max(20) });

/** One budget item in a filed report. Money as decimal strings. */
export const fundsUseSchema = z.object({
  item: z.string(),
  /** The item's name as the Budget Breakdown shows it. */
  label: z.string(),
  /** The budget's figure for the item when the report was filed. */
  budgeted: z.string(),
  used: z.string(),
  note: z.string(),
});
export type FundsUse = z.infer<typeof fundsUseSchema>;

/** A filed annual report, public on the project page. */
export const annualReportSchema = z.object({
  projectId: z.number().int(),
  year: z.number().int(),
  businessUpdate: z.string(),
  useOfFunds: z.array(fundsUseSchema),
  /** The year's revenue on the books (its four quarters), as it stood when filed: decimal string. */
  revenue: z.string(),
  /** The last day it was on time, YYYY-MM-DD (31 December of the year plus 120 days). */
  dueDate: z.string(),
  filedAt: z.string(),
  /** Filed after its due date. */
  late: z.boolean(),
});
export type AnnualReport = z.infer<typeof annualReportSchema>;

/** A report owed and not filed. */
export const owedReportSchema = z.object({ year: z.number().int(), dueDate: z.string() });

/** `GET /api/projects/{id}/annual-reports` (public): the filed reports, newest year first, and the years whose report is overdue. */
export const projectAnnualReportsSchema = z.object({
  reports: z.array(annualReportSchema),
  overdue: z.array(owedReportSchema),
});
export type ProjectAnnualReports = z.infer<typeof projectAnnualReportsSchema>;

/** `GET /api/creators/{id}/annual-reports` (public): the creator's overdue reports, for the profile's badge. */
export const creatorOverdueReportsSchema = z.object({
  overdue: z.array(owedReportSchema.extend({ projectId: z.number().int(), projectTitle: z.string() })),
});
export type CreatorOverdueReports = z.infer<typeof creatorOverdueReportsSchema>;

export const annualReportStatuses = ['overdue', 'due', 'filed'] as const;
export type AnnualReportStatus = (typeof annualReportStatuses)[number];

/** One report of the creator's, owed or filed. */
export const creatorAnnualReportSchema = z.object({
  projectId: z.number().int(),
  projectTitle: z.string(),
  year: z.number().int(),
  dueDate: z.string(),
  status: z.enum(annualReportStatuses),
  filedAt: z.string().nullable(),
  /** The year's revenue on the books: now for an owed report, as filed for a filed one. */
  revenue: z.string(),
});
export type CreatorAnnualReport = z.infer<typeof creatorAnnualReportSchema>;

/** `GET /api/creator/annual-reports`: overdue first (oldest due first), then due (soonest first), then filed (newest first). */
export const creatorAnnualReportListSchema = z.object({ items: z.array(creatorAnnualReportSchema) });
export type CreatorAnnualReportList = z.infer<typeof creatorAnnualReportListSchema>;

/** `GET /api/creator/projects/{id}/annual-reports/{year}`: what the filing form shows, filled in from the books. */
export const annualReportFormSchema = z.object({
  projectId: z.number().int(),
  projectTitle: z.string(),
  year: z.number().int(),
  dueDate: z.string(),
  status: z.enum(annualReportStatuses),
  /** The year's revenue on the books, and each quarter's. */
  revenue: z.string(),
  quarters: z.array(z.object({ quarter: z.string(), revenue: z.string() })),
  /** The budget's items, each with its figure: the form asks what was used of each. */
  budget: z.array(z.object({ item: z.string(), label: z.string(), budgeted: z.string() })),
  /** The report, once filed. */
  report: annualReportSchema.nullable(),
});
export type AnnualReportForm = z.infer<typeof annualReportFormSchema>;
