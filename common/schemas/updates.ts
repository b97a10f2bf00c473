import { z } from 'zod';
import { serialIdText } from './serial-id';

/** Who may read an update: anyone, or only holders of a pending or active investment in the project. */
export const updateVisibilities = ['public', 'investors'] as const;
export type UpdateVisibility = (typeof updateVisibilities)[number];

export const UPDATE_TITLE_MAX = 120;
export const UPDATE_BODY_MAX = 5000;
export { UPDATE_NUDGE_DAYS } from '../rules/updates';

export const UPDATE_TITLE_MESSAGE = 'Please give the update a title.';
export const UPDATE_TITLE_TOO_LONG = `Titles must be at most ${UPDATE_TITLE_MAX} characters.`;
export const UPDATE_BODY_MESSAGE = 'Please write the update.';
export const UPDATE_BODY_TOO_LONG = `Updates must be at most ${UPDATE_BODY_MAX.toLocaleString('en-US')} characters.`;
export const UPDATE_VISIBILITY_MESSAGE = 'Choose who can read the update: public or investors.';

/**
 * `POST /api/projects/{id}/updates`: plain text. Markup is kept as typed and always shown as
 * text; the browser turns blank lines into paragraphs and web addresses into links itself.
 */
export const createUpdateSchema = z.strictObject({
  title: z.string({ error: UPDATE_TITLE_MESSAGE }).trim().min(1, UPDATE_TITLE_MESSAGE).max(UPDATE_TITLE_MAX, UPDATE_TITLE_TOO_LONG),
  body: z.string({ error: UPDATE_BODY_MESSAGE }).trim().min(1, UPDATE_BODY_MESSAGE).max(UPDATE_BODY_MAX, UPDATE_BODY_TOO_LONG),
  visibility: z.enum(updateVisibilities, { error: UPDATE_VISIBILITY_MESSAGE }),
});
export type CreateUpdatePayload = z.input<typeof createUpdateSchema>;
export type CreateUpdateRequest = z.output<typeof createUpdateSchema>;

/** One update as the API reads it back. */
export const projectUpdateSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  title: z.string(),
  body: z.string(),
  visibility: z.enum(updateVisibilities),
  /** Sandbox clock, ISO time. */
  createdAt: z.string(),
});
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;

/** `GET /api/projects/{id}/updates?cursor=…&limit=…`: newest first. */
export const updateListQuerySchema = z.strictObject({
  cursor: serialIdText('cursor must be the nextCursor of an earlier page.').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 50.' })
    .int('limit must be a whole number from 1 to 50.')
    .min(1, 'limit must be a whole number from 1 to 50.')
    .max(50, 'limit must be a whole number from 1 to 50.')
    .default(20),
});

/**
 * The updates the caller may read, newest first. `lastUpdateAt` is the date of the project's
 * latest update of either visibility ("Last update N days ago"), null when it has none; an
 * investors-only update's date is shown to everyone, never its text.
 */
export const updateListSchema = z.object({
  items: z.array(projectUpdateSchema),
  nextCursor: z.string().nullable(),
  lastUpdateAt: z.string().nullable(),
  /** Whole days since `lastUpdateAt` on the sandbox clock; null without updates. */
  daysSinceLastUpdate: z.number().int().nullable(),
  /** True for the project's creator when an update is due (28 days without one); always false for anyone else. */
  updateDue: z.boolean(),
});
export type UpdateList = z.infer<typeof updateListSchema>;
