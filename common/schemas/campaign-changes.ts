import { z } from 'zod';
import { createProjectSchema } from './create-project';

export const NOTHING_TO_CHANGE_MESSAGE = 'Change at least one of title, description, projectImageUrl, budget, milestones or endDate.';

const created = createProjectSchema.shape;

/**
 * `PATCH /api/projects/{id}` (decisions.md, "Campaign changes"): any of these fields, each with
 * the create form's rules and messages. The edit form validates with the same schema.
 */
export const editProjectSchema = z
  .strictObject({
    title: created.title.optional(),
    description: created.description.optional(),
    projectImageUrl: created.projectImageUrl.optional(),
    budget: created.budget.optional(),
    milestones: created.timeline.shape.milestones,
    endDate: created.timeline.shape.endDate.optional(),
  })
  .refine((edit) => Object.values(edit).some((value) => value !== undefined), NOTHING_TO_CHANGE_MESSAGE);
export type EditProjectPayload = z.input<typeof editProjectSchema>;
export type EditProjectRequest = z.output<typeof editProjectSchema>;

/** `POST /api/projects/{id}/early-close`. */
export const earlyCloseSchema = z.strictObject({ endDate: created.timeline.shape.endDate });
export type EarlyCloseRequest = z.infer<typeof earlyCloseSchema>;

/** One change to a campaign, as its project page lists them (`GET /api/projects/{id}/changes`, newest first). */
export const projectChangeSchema = z.object({
  id: z.number().int(),
  /** Sandbox time of the change. */
  at: z.string(),
  /** What changed, one plain sentence each. */
  lines: z.array(z.string()),
  /** An end date or budget change: pending investments had to be reconfirmed by `reconfirmBy`. */
  material: z.boolean(),
  reconfirmBy: z.string().nullable(),
});
export type ProjectChange = z.infer<typeof projectChangeSchema>;

export const projectChangeListSchema = z.array(projectChangeSchema);
