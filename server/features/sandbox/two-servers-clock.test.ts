import { asc } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CANCEL_WINDOW_MESSAGE, cancellableUntil } from '@common/rules/campaigns';
import { SandboxClock } from '../../clock';
import { loadConfig } from '../../config';
import { projectQuarters, projects } from '../../db/schema';
import { createProject, expectLedgerClean, findProjectRow, investPayload } from '../../test/money-fixtures';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/test-database';
import { uniqueEmail } from '../../test/test-app';
import { resetSandbox } from './reset-sandbox';

/**
 * One sandbox clock for every server (issue 29, item 1): two real server processes over one
 * PostgreSQL database, the clock moved by one of them or by a third process (the reset command),
 * and the other one deciding at once by the new time.
 */
const ADMIN_TOKEN = 'two-servers-clock-admin-token';
const DAY_MS = 86_400_000;
/** The settling job's round comes every 15 s (jobs/settle-due-job.ts): a round of each server falls in this window. */
const ONE_ROUND_OF_EACH_SERVER_MS = 17_000;

describe.skipIf(testDatabaseKind !== 'postgres')('the sandbox clock across two server processes', () => {
  let testDatabase: TestDatabase;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const env = {
      DATABASE_URL: testDatabase.url ?? '',
      SIGNUPS_PER_CLIENT: '1000',
      DATA_DIR: '.tmp/two-servers-clock-unused',
      SANDBOX_ADMIN_TOKEN: ADMIN_TOKEN,
    };
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await testDatabase?.close();
  });

  afterEach(() => expectLedgerClean(testDatabase.database.db));

  async function call(serverIndex: number, method: string, path: string, cookie = '', body?: object, headers: Record<string, string> = {}) {
    const server = servers[serverIndex] as ServerProcess;
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    const session = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    return { status: response.status, body: text ? JSON.parse(text) : null, session };
  }

  const advance = (serverIndex: number, advanceDays: number) =>
    call(serverIndex, 'POST', '/api/sandbox/clock', '', { advanceDays }, { authorization: `Bearer ${ADMIN_TOKEN}` });
  const sandboxNow = async (serverIndex: number) => Date.parse((await call(serverIndex, 'GET', '/api/sandbox')).body.now);

  /** The clock moved by a third process (as `npm run sandbox:clock` would), to the millisecond. */
  async function moveClockTo(sandboxTime: number): Promise<void> {
    const clock = await SandboxClock.open(testDatabase.database);
    try {
      await clock.advanceDays((sandboxTime - clock.now().getTime()) / DAY_MS);
    } finally {
      await clock.close();
    }
  }

  async function investorWith(dollars: number): Promise<string> {
    const signup = await call(0, 'POST', '/api/auth/signup', '', {
      email: uniqueEmail('clock'),
      password: 'kettle harbour violet 42',
      firstName: 'Two',
      lastName: 'Servers',
    });
    expect(signup.status).toBe(201);
    const cookie = signup.session;
    expect((await call(1, 'POST', '/api/funds/add', cookie, { amount: dollars, paymentMethod: 'credit_card' })).status).toBe(200);
    return cookie;
  }

  it('a cancel one second after the window closed, by a clock server A moved, is refused by server B', async () => {
    const { db } = testDatabase.database;
    const start = await sandboxNow(0);
    const day = (offsetDays: number) => new Date(start + offsetDays * DAY_MS).toISOString().slice(0, 10);
    // The first campaign's cancel window shuts one day before the second one's.
    const closingFirst = await createProject(db, { endDate: day(10) });
    const closingLater = await createProject(db, { endDate: day(11) });
    const cookie = await investorWith(200);
    const first = await call(1, 'POST', '/api/investments', cookie, investPayload(closingFirst.id, '100', 9));
    const later = await call(1, 'POST', '/api/investments', cookie, investPayload(closingLater.id, '100', 9));
    expect([first.status, later.status]).toEqual([201, 201]);

    // One day and one second before the first window shuts; server A then moves the clock a day.
    const shutsAt = cancellableUntil(closingFirst.endDate).getTime();
    await moveClockTo(shutsAt - DAY_MS + 1000);
    const moved = await advance(0, 1);
    expect(moved.status).toBe(200);
    expect(Date.parse(moved.body.now)).toBeGreaterThanOrEqual(shutsAt);

    const refused = await call(1, 'DELETE', `/api/investments/${first.body.id}`, cookie);
    expect(refused).toMatchObject({ status: 409, body: { message: CANCEL_WINDOW_MESSAGE } });
    // The other window is still open a day longer: server B cancels that one.
    const cancelled = await call(1, 'DELETE', `/api/investments/${later.body.id}`, cookie);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.investment.status).toBe('cancelled');
    expect(cancelled.body.accountBalance).toBe('100.00');
    expect((await call(1, 'GET', '/api/investments', cookie)).body.map((investment: { id: number }) => investment.id)).toEqual([
      first.body.id,
    ]);
    expect((await findProjectRow(db, closingFirst.id)).status).toBe('active');
  });

  it('after a reset by a third process, neither server closes or pays anything early', async () => {
    const { db } = testDatabase.database;
    // Both servers know a clock 400 days on: every demo campaign closed and quarters paid.
    const moved = await advance(0, 400);
    expect(moved.status).toBe(200);
    await vi.waitFor(async () => expect(Math.abs((await sandboxNow(1)) - Date.parse(moved.body.now))).toBeLessThan(60_000), {
      timeout: 5000,
    });

    // As `npm run sandbox:reset` does, from a process of its own.
    const config = loadConfig({ DATABASE_URL: testDatabase.url ?? '' });
    await resetSandbox(db, { startingBalanceCents: config.startingBalanceCents });
    const snapshot = () =>
      Promise.all([
        db
          .select({ id: projects.id, status: projects.status, closedAt: projects.closedAt, payoutsThrough: projects.payoutsThrough })
          .from(projects)
          .orderBy(asc(projects.id)),
        db.select().from(projectQuarters).orderBy(asc(projectQuarters.projectId), asc(projectQuarters.quarterEnd)),
      ]);
    const afterReset = await snapshot();
    expect(afterReset[0].filter((project) => project.status === 'active').length).toBeGreaterThan(0);

    // Nothing asks the servers anything meanwhile: each acts on its own, as after an idle spell.
    await new Promise((resolve) => setTimeout(resolve, ONE_ROUND_OF_EACH_SERVER_MS));
    expect(await snapshot()).toEqual(afterReset);
    // The first answer after the idle spell already tells the time since the reset.
    for (const index of [0, 1]) expect(Math.abs((await sandboxNow(index)) - Date.now())).toBeLessThan(60_000);
    const closedLater = afterReset[0].filter((project) => project.closedAt !== null && project.closedAt.getTime() > Date.now());
    expect(closedLater).toEqual([]);
  }, 60_000);
});
