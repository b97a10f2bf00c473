import { z } from 'zod';
import { serialIdText } from './serial-id';

export const POST_BODY_MIN = 10;
export const POST_BODY_MAX = 2000;
export const POST_BODY_MESSAGE = 'Write between 10 and 2,000 characters.';
export const PROMOTER_MESSAGE = 'Say whether you are paid to promote this project: promoter must be true or false.';

/**
 * `POST /api/projects/{id}/questions` and `POST /api/questions/{id}/answers`: plain text, kept as
 * typed and always shown as text. `promoter` is the poster's statement whether they are paid, or
 * will be, to promote the project; required (the form's empty checkbox sends false).
 */
export const createPostSchema = z.strictObject({
  body: z.string({ error: POST_BODY_MESSAGE }).trim().min(POST_BODY_MIN, POST_BODY_MESSAGE).max(POST_BODY_MAX, POST_BODY_MESSAGE),
  promoter: z.boolean({ error: PROMOTER_MESSAGE }),
});
export type CreatePostPayload = z.input<typeof createPostSchema>;

export const postBadges = ['creator', 'backer'] as const;

/** One question or answer as anyone reads it. A removed or hidden post keeps its place without its body. */
export const postSchema = z.object({
  id: z.number().int(),
  /** Null while hidden (three reports, no moderator's decision yet) and once removed. */
  body: z.string().nullable(),
  author: z.object({
    id: z.number().int(),
    /** First name and the initial of the last, as the site names people in public. */
    name: z.string(),
    /** "creator": the project's creator; "backer": anyone holding or having held an investment in it. Computed by the server. */
    badge: z.enum(postBadges).nullable(),
  }),
  /** Shown as "Paid promoter". */
  promoter: z.boolean(),
  /** Sandbox clock, ISO time. */
  createdAt: z.string(),
  removed: z.boolean(),
  removedReason: z.string().nullable(),
  /** "Hidden while a moderator reviews it". */
  hidden: z.boolean(),
});
export type Post = z.infer<typeof postSchema>;

export const questionSchema = postSchema.extend({
  /** Oldest first. */
  answers: z.array(postSchema),
});
export type Question = z.infer<typeof questionSchema>;

/** `GET /api/projects/{id}/questions?cursor=`: newest question first, 20 a page. */
export const questionListQuerySchema = z.strictObject({
  cursor: serialIdText('cursor must be the nextCursor of an earlier page.').optional(),
});

/** How completely and how fast the creator answers; null until 3 questions are older than 7 days. */
export const responsivenessSchema = z
  .object({
    /** Of the questions asked over the last 180 sandbox days and older than 7 days, those the creator answered. */
    answeredPercent: z.number().int(),
    /** The median time from a question to the creator's first answer, in hours; null when none was answered. */
    typicalHours: z.number().nullable(),
  })
  .nullable();
export type Responsiveness = z.infer<typeof responsivenessSchema>;

export const questionListSchema = z.object({
  questions: z.array(questionSchema),
  nextCursor: z.string().nullable(),
  /** All the project's questions ("Questions (N)"). */
  total: z.number().int(),
  responsiveness: responsivenessSchema,
});
export type QuestionList = z.infer<typeof questionListSchema>;

/**
 * `GET /api/creator/projects/{id}/questions`: the creator's view, the questions awaiting their
 * answer first (longest waiting first), then the others newest first; 50 at most.
 */
export const creatorQuestionListSchema = z.object({
  questions: z.array(
    questionSchema.extend({
      /** Not removed, and without an answer by the creator that still stands. */
      awaitsCreator: z.boolean(),
    }),
  ),
  /** All the project's questions; the project page lists every one. */
  total: z.number().int(),
  /** Those awaiting the creator's answer. */
  unanswered: z.number().int(),
});
export type CreatorQuestionList = z.infer<typeof creatorQuestionListSchema>;

export const postReportReasons = ['spam', 'abuse', 'misleading', 'other'] as const;
export const REPORT_REASON_MESSAGE = 'Choose a reason: spam, abuse, misleading or other.';

/** `POST /api/posts/{id}/reports`. */
export const reportPostSchema = z.strictObject({
  reason: z.enum(postReportReasons, { error: REPORT_REASON_MESSAGE }),
  note: z.string({ error: 'The note must be text.' }).trim().max(500, 'Keep the note under 500 characters.').optional(),
});
export type ReportPostPayload = z.input<typeof reportPostSchema>;
