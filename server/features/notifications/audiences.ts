import { sql, type SQL } from 'drizzle-orm';

/** Users holding a pending or active investment in the project: its backers, who may read investors-only updates. */
export const backersOf = (projectId: number): SQL =>
  sql`select user_id from investments where project_id = ${projectId}::int and status in ('pending', 'active')`;

export const followersOf = (projectId: number): SQL => sql`select user_id from follows where project_id = ${projectId}::int`;

export const followersAndBackersOf = (projectId: number): SQL => sql`${followersOf(projectId)} union ${backersOf(projectId)}`;

/** The account behind the project's creator, if any (demo creators have none). */
export const creatorAccountOf = (projectId: number): SQL =>
  sql`select c.user_id from projects p join creators c on c.id = p.creator_id where p.id = ${projectId}::int and c.user_id is not null`;
