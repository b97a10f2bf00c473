import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createProject, fundedInvestor, investPayload } from '../test/money-fixtures';
import { send } from '../test/test-app';
import { signUpCreator, uploadFile, useUploadTestApp } from '../test/upload-helpers';
import { hostileRequests, type Targets } from './hostile-requests';

const context = useUploadTestApp({ LOGINS_PER_CLIENT: '1000' });

const TABLES = [
  'users',
  'sessions',
  'projects',
  'investments',
  'ledger_transfers',
  'ledger_postings',
  'uploads',
  'idempotency_keys',
  'creators',
] as const;

/** Each table's row count and a digest of every row, and each account's balance: any change shows. */
async function snapshot(db: Database) {
  const tables: Record<string, unknown> = {};
  for (const table of TABLES) {
    const { rows } = await db.execute<{ rows: number; digest: string }>(
      sql`select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(table)} t`,
    );
    tables[table] = rows[0];
  }
  const { rows: balances } = await db.execute<{ id: number; balance: string }>(
    sql`select id, balance_cents::text as balance from users order by id`,
  );
  return { tables, balances };
}

/** What must never reach a client: stack frames, source paths, SQL or the database's own words. */
const leaks = [/\n\s*at /, /\bat [\w.<>]+ \(/, /\.ts:\d+/, /\bselect\b[\s\S]*\bfrom\b/i, /\binsert into\b/i, /pg_/i, /syntax error/i];

describe('hostile input', () => {
  let targets: Targets;
  let before: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    const { db } = context.database;
    const investor = await fundedInvestor(context.app, 1000);
    const project = await createProject(db);
    const invested = await send(context.app, {
      method: 'POST',
      url: '/api/investments',
      cookie: investor.cookie,
      payload: investPayload(project.id, '100', 9),
    });
    expect(invested.statusCode).toBe(201);
    const creator = await signUpCreator(context.app);
    targets = {
      investorCookie: investor.cookie,
      creatorCookie: creator.cookie,
      projectId: project.id,
      investmentId: invested.json().id,
      songUrl: await uploadFile(context.app, creator.cookie, 'music'),
      imageUrl: await uploadFile(context.app, creator.cookie, 'image'),
    };
    before = await snapshot(db);
  });

  it('covers every endpoint with at least 30 requests', () => {
    expect(hostileRequests.length).toBeGreaterThanOrEqual(30);
    expect(new Set(hostileRequests.map((hostile) => hostile.name)).size).toBe(hostileRequests.length);
  });

  it.each(hostileRequests)('$name: $status with a plain { message }', async ({ as, status, request }) => {
    const options = request(targets);
    const cookie = as === 'investor' ? targets.investorCookie : as === 'creator' ? targets.creatorCookie : undefined;
    const response = await send(context.app, { ...options, cookie });

    expect(response.statusCode, response.body.slice(0, 500)).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['message']);
    expect(typeof body.message).toBe('string');
    for (const leak of leaks) expect(response.body).not.toMatch(leak);
  });

  it('leaves the database as it was: same rows, same balances', async () => {
    expect(await snapshot(context.database.db)).toEqual(before);
  });
});
