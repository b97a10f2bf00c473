import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cents } from '@common/money';
import { CANCEL_WINDOW_MESSAGE, cancellableUntil } from '@common/rules/campaigns';
import { buildApp } from './app';
import { atSetting, ClockMovedError, SandboxClock, type ClockSetting } from './clock';
import { projects } from './db/schema';
import { closeDueCampaigns } from './features/campaigns';
import { resetSandbox } from './features/sandbox';
import { loadConfig } from './config';
import { PROJECT_ENDED } from './features/investments/service';
import { settleDueByClock } from './jobs/settle-due';
import { createProject, findProjectRow, fundedInvestor, investPayload } from './test/money-fixtures';
import { send } from './test/test-app';
import { createTestDatabase, type TestDatabase } from './test/test-database';

const DAY_MS = 86_400_000;

/** Two servers' clocks over one database: what one moves, the other must decide by. */
describe('the sandbox clock, read in the transaction that acts', () => {
  let testDatabase: TestDatabase;
  let serverA: SandboxClock;
  let serverB: SandboxClock;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    serverA = await SandboxClock.open(testDatabase.database);
    serverB = await SandboxClock.open(testDatabase.database);
  });

  afterAll(async () => {
    await serverA?.close();
    await serverB?.close();
    await testDatabase?.close();
  });

  const db = () => testDatabase.database.db;
  const readByA = () => db().transaction((tx) => serverA.readIn(tx));

  it('reads a move by another server in the very transaction, whatever its cached time says', async () => {
    const before = (await readByA()).getTime();
    const moved = (await serverB.advanceDays(10)).getTime();
    const read = (await readByA()).getTime();
    expect(read - before).toBeGreaterThanOrEqual(10 * DAY_MS);
    expect(Math.abs(read - moved)).toBeLessThan(5000);
  });

  it('tells the cached time of the other server through the database notification, with no call of its own', async () => {
    const moved = (await serverB.advanceDays(1)).getTime();
    await vi.waitFor(() => expect(Math.abs(serverA.now().getTime() - moved)).toBeLessThan(5000), { timeout: 3000, interval: 20 });
  });

  it('makes a clock move wait for the transaction acting by the time before it, which commits by that time', async () => {
    const events: string[] = [];
    let finish = () => undefined as void;
    const finishing = new Promise<void>((resolve) => (finish = resolve));
    let started = () => undefined as void;
    const holding = new Promise<void>((resolve) => (started = resolve));
    const acting = db().transaction(async (tx) => {
      const at = await serverA.readIn(tx);
      started();
      await finishing;
      events.push('acted');
      return at;
    });
    await holding;
    const moving = serverB.advanceDays(3).then((at) => {
      events.push('moved');
      return at;
    });
    // Without the shared lock the move would be done well within this wait.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toEqual([]);
    finish();
    const [actedAt, movedTo] = await Promise.all([acting, moving]);
    expect(events).toEqual(['acted', 'moved']);
    expect(movedTo.getTime() - actedAt.getTime()).toBeGreaterThanOrEqual(3 * DAY_MS);
  });

  it('stops a round at its next transaction once another server moved the clock, before the transaction does anything', async () => {
    const setting = await serverA.setting();
    const ran = vi.fn();
    await expect(atSetting(db(), setting).transaction(async () => ran())).resolves.toBeUndefined();
    expect(ran).toHaveBeenCalledTimes(1);
    await serverB.advanceDays(1);
    await expect(atSetting(db(), setting).transaction(async () => ran())).rejects.toBeInstanceOf(ClockMovedError);
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('lets the round reading outside a transaction pass through unchanged', async () => {
    const guarded = atSetting(db(), await serverA.setting());
    const [row] = await guarded.select({ id: projects.id }).from(projects).where(eq(projects.id, -1));
    expect(row).toBeUndefined();
    const result = await guarded.execute(sql`select 1 as one`);
    expect(result.rows).toEqual([{ one: 1 }]);
  });

  it('stops a round that found the demo campaigns due at a clock a reset then put back: nothing closes', async () => {
    await serverB.advanceDays(400);
    const staleRound = await serverA.setting();
    await resetSandbox(db(), { startingBalanceCents: cents(0) });
    const active = await db().select({ id: projects.id }).from(projects).where(eq(projects.status, 'active'));
    expect(active.length).toBeGreaterThan(0);

    await expect(closeDueCampaigns(atSetting(db(), staleRound), staleRound.now)).rejects.toBeInstanceOf(ClockMovedError);
    for (const { id } of active) expect((await findProjectRow(db(), id)).status).toBe('active');
    // The same round from the clock as the reset set it closes nothing either.
    expect((await settleDueByClock(db(), serverA)).closed).toBe(0);
  });

  it('settles by the new setting when the clock moved during the round', async () => {
    const project = await createProject(db(), { endDate: new Date(Date.now() - 2 * DAY_MS).toISOString().slice(0, 10) });
    const fresh = await serverA.setting();
    const settings: ClockSetting[] = [
      {
        now: fresh.now,
        holdIn: async () => {
          throw new ClockMovedError();
        },
      },
      fresh,
    ];
    const settled = await settleDueByClock(db(), { setting: async () => settings.shift() ?? fresh });
    expect(settled.now).toEqual(fresh.now);
    expect(settled.closed).toBeGreaterThanOrEqual(1);
    expect((await findProjectRow(db(), project.id)).status).toBe('failed');
  });
});

/** A server that never hears of other servers' moves (its notifications lost): its cached time is stale, its decisions are not. */
describe('a server whose cached time is stale', () => {
  let testDatabase: TestDatabase;
  let deaf: SandboxClock;
  let otherServer: SandboxClock;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    deaf = await SandboxClock.open({ db: testDatabase.database.db, listen: async () => async () => undefined });
    otherServer = await SandboxClock.open(testDatabase.database);
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      database: testDatabase.database,
      clientFolder: null,
      logger: false,
      clock: deaf,
    });
  });

  afterAll(async () => {
    await app?.close();
    await otherServer?.close();
    await testDatabase?.close();
  });

  const shownTime = async () => Date.parse((await send(app, { method: 'GET', url: '/api/sandbox' })).json().now);

  it('refuses a cancel and an invest by the clock another server moved past the window and the end date', async () => {
    const { db } = testDatabase.database;
    const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
    // Five days on, the first campaign is in its last 48 hours (not yet due to close), the second has ended.
    const closing = await createProject(db, { endDate: day(5) });
    const ending = await createProject(db, { endDate: day(2) });
    const { cookie } = await fundedInvestor(app, 300);
    const invested = await send(app, { method: 'POST', url: '/api/investments', cookie, payload: investPayload(closing.id, '100', 9) });
    expect(invested.statusCode).toBe(201);

    const movedTo = (await otherServer.advanceDays(5)).getTime();
    expect(movedTo).toBeGreaterThan(cancellableUntil(closing.endDate).getTime());
    expect(movedTo - (await shownTime())).toBeGreaterThan(4 * DAY_MS);

    const cancel = await send(app, { method: 'DELETE', url: `/api/investments/${invested.json().id}`, cookie });
    expect({ status: cancel.statusCode, body: cancel.json() }).toEqual({ status: 409, body: { message: CANCEL_WINDOW_MESSAGE } });
    const late = await send(app, { method: 'POST', url: '/api/investments', cookie, payload: investPayload(ending.id, '100', 9) });
    expect({ status: late.statusCode, body: late.json() }).toEqual({ status: 400, body: { message: PROJECT_ENDED } });
    // Deciding read the clock, so what it shows caught up too.
    expect(Math.abs((await shownTime()) - movedTo)).toBeLessThan(60_000);
  });
});
