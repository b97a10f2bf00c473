import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSchema } from '@common/schemas/notifications';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createProject, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { creatorWithProject, openStream } from '../../test/notification-fixtures';
import { sessions } from '../../db/schema';
import { MAX_STREAMS_PER_USER, SESSION_CHECK_MS } from './live-hub';
import { LiveStream, MAX_UNREAD_BYTES } from './live-stream';
import { send, sessionCookie, signUpUser, useTestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';

const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000', LOGINS_PER_CLIENT: '1000' });
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await context.app.listen({ port: 0, host: '127.0.0.1' });
});

const postUpdate = (cookie: string, projectId: number, title: string) =>
  send(context.app, {
    method: 'POST',
    url: `/api/projects/${projectId}/updates`,
    cookie,
    payload: { title, body: 'News.', visibility: 'public' },
  });

async function followedProject() {
  const creator = await creatorWithProject(context.app, context.database.db);
  const reader = await signUpUser(context.app);
  expect(
    (await send(context.app, { method: 'PUT', url: `/api/follows/projects/${creator.project.id}`, cookie: reader.cookie })).statusCode,
  ).toBe(204);
  return { creator, reader };
}

describe('the live notification stream', () => {
  it('401 without a session, 400 for a Last-Event-ID that is not an id', async () => {
    const signedOut = await openStream(baseUrl, '');
    expect(signedOut.status).toBe(401);
    await signedOut.ended;
    expect(JSON.parse(signedOut.body()).message).toMatch(/sign in/i);
    const { cookie } = await signUpUser(context.app);
    for (const lastEventId of ['abc', '2147483648']) {
      const garbled = await openStream(baseUrl, cookie, { 'last-event-id': lastEventId });
      expect(garbled.status).toBe(400);
      await garbled.ended;
      expect(JSON.parse(garbled.body()).message).toMatch(/Last-Event-ID/);
    }
  });

  it(`keeps at most ${MAX_STREAMS_PER_USER} streams of one user open, ending the oldest for a newer one`, async () => {
    const { cookie } = await signUpUser(context.app);
    const streams = [];
    for (let index = 0; index <= MAX_STREAMS_PER_USER; index += 1) streams.push(await openStream(baseUrl, cookie));
    const [oldest, ...newer] = streams;
    await oldest?.ended;
    const stillOpen = await Promise.race([
      Promise.any(newer.map((stream) => stream.ended)).then(() => false),
      new Promise((resolve) => setTimeout(() => resolve(true), 200)),
    ]);
    expect(stillOpen).toBe(true);
    for (const stream of newer) stream.close();
  });

  it('sends each new notification once, with its id, as it is written, and only to its user', async () => {
    const { creator, reader } = await followedProject();
    const bystander = await signUpUser(context.app);
    const stream = await openStream(baseUrl, reader.cookie);
    const quiet = await openStream(baseUrl, bystander.cookie);
    expect(stream.status).toBe(200);
    try {
      expect((await postUpdate(creator.cookie, creator.project.id, 'First')).statusCode).toBe(201);
      expect((await postUpdate(creator.cookie, creator.project.id, 'Second')).statusCode).toBe(201);
      const events = await stream.waitFor(2);
      const items = events.map((event) => notificationSchema.parse(JSON.parse(event.data)));
      expect(items.map((item) => item.title)).toEqual(['Test Project: First', 'Test Project: Second']);
      // The project it is about, so an open page refreshes that project's data (client/features/notifications/refresh-after-notification.ts).
      expect(items.map((item) => item.projectId)).toEqual([creator.project.id, creator.project.id]);
      expect(events.map((event) => event.event)).toEqual(['notification', 'notification']);
      expect(events.map((event) => Number(event.id))).toEqual(items.map((item) => item.id));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stream.events).toHaveLength(2);
      expect(quiet.events).toHaveLength(0);
    } finally {
      stream.close();
      quiet.close();
    }
  });

  it('resumes after Last-Event-ID without loss or repeats, and ?after= does the same for a first connection', async () => {
    const { creator, reader } = await followedProject();
    for (const title of ['One', 'Two', 'Three']) expect((await postUpdate(creator.cookie, creator.project.id, title)).statusCode).toBe(201);
    const list = (await send(context.app, { method: 'GET', url: '/api/notifications', cookie: reader.cookie })).json() as {
      items: Array<{ id: number }>;
    };
    const [three, two, one] = list.items.map((item) => item.id);

    const resumed = await openStream(baseUrl, reader.cookie, { 'last-event-id': String(one) });
    const byQuery = await openStream(baseUrl, reader.cookie, {}, `?after=${two}`);
    try {
      expect((await resumed.waitFor(2)).map((event) => Number(event.id))).toEqual([two, three]);
      expect((await byQuery.waitFor(1)).map((event) => Number(event.id))).toEqual([three]);
      expect((await postUpdate(creator.cookie, creator.project.id, 'Four')).statusCode).toBe(201);
      const all = await resumed.waitFor(3);
      expect(all.map((event) => JSON.parse(event.data).title)).toEqual(['Test Project: Two', 'Test Project: Three', 'Test Project: Four']);
      expect(new Set(all.map((event) => event.id)).size).toBe(3);
      expect((await byQuery.waitFor(2)).map((event) => JSON.parse(event.data).title)).toEqual([
        'Test Project: Three',
        'Test Project: Four',
      ]);
    } finally {
      resumed.close();
      byQuery.close();
    }
  });

  it('delivers notifications written while streams connect and disconnect, each once, in id order', async () => {
    const project = await createProject(context.database.db, { fundingGoalCents: 10_000_00 });
    const reader = await signUpUser(context.app);
    expect((await send(context.app, { method: 'PUT', url: `/api/follows/projects/${project.id}`, cookie: reader.cookie })).statusCode).toBe(
      204,
    );
    const creator = await creatorWithProject(context.app, context.database.db);
    expect(
      (await send(context.app, { method: 'PUT', url: `/api/follows/projects/${creator.project.id}`, cookie: reader.cookie })).statusCode,
    ).toBe(204);
    const backer = await fundedInvestor(context.app, 20_000);

    let lastId = '';
    const seen: string[] = [];
    const writes = (async () => {
      for (let index = 0; index < 12; index += 1)
        expect((await postUpdate(creator.cookie, creator.project.id, `Burst ${index}`)).statusCode).toBe(201);
      expect(
        (
          await send(context.app, {
            method: 'POST',
            url: '/api/investments',
            cookie: backer.cookie,
            payload: investPayload(project.id, '6000', 570),
          })
        ).statusCode,
      ).toBe(201);
    })();
    // Reconnect three times while the writes land, as a browser on a flaky network would.
    for (let round = 0; round < 3; round += 1) {
      const stream = await openStream(baseUrl, reader.cookie, lastId ? { 'last-event-id': lastId } : {}, lastId ? '' : '?after=0');
      await new Promise((resolve) => setTimeout(resolve, 30));
      stream.close();
      await stream.ended;
      seen.push(...stream.events.map((event) => event.id));
      lastId = seen.at(-1) ?? lastId;
    }
    await writes;
    const final = await openStream(baseUrl, reader.cookie, lastId ? { 'last-event-id': lastId } : {}, lastId ? '' : '?after=0');
    try {
      await final.waitFor(13 - seen.length);
      seen.push(...final.events.map((event) => event.id));
    } finally {
      final.close();
    }
    const stored = (await send(context.app, { method: 'GET', url: '/api/notifications?limit=100', cookie: reader.cookie })).json() as {
      items: Array<{ id: number }>;
    };
    expect(seen).toEqual(stored.items.map((item) => String(item.id)).reverse());
    expect(seen).toHaveLength(13);
  });
});

describe('a stream lives no longer than its session', () => {
  const login = async (email: string, password: string) =>
    sessionCookie(await send(context.app, { method: 'POST', url: '/api/auth/login', payload: { email, password } }));
  const endsWithin = (stream: { ended: Promise<void> }, ms: number) =>
    Promise.race([stream.ended.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

  it("ends at sign-out, a password change, expiry and sign-out everywhere, within about a second, and only the ended sessions'", async () => {
    const { cookie, email, password } = await signUpUser(context.app);
    const bystander = await signUpUser(context.app);
    const phone = await login(email, password);
    const laptop = await login(email, password);
    const desk = await login(email, password);
    const passwordChanged = await openStream(baseUrl, cookie);
    const signedOut = await openStream(baseUrl, phone);
    const expired = await openStream(baseUrl, laptop);
    const changedFrom = await openStream(baseUrl, desk);
    const unrelated = await openStream(baseUrl, bystander.cookie);
    expect([passwordChanged, signedOut, expired, changedFrom, unrelated].map((stream) => stream.status)).toEqual([200, 200, 200, 200, 200]);

    expect((await send(context.app, { method: 'POST', url: '/api/auth/logout', cookie: phone })).statusCode).toBeLessThan(300);
    expect(await endsWithin(signedOut, SESSION_CHECK_MS * 2.5)).toBe(true);

    const laptopToken = decodeURIComponent(laptop.split('=')[1] ?? '');
    await context.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, createHash('sha256').update(laptopToken).digest('hex')));
    expect(await endsWithin(expired, SESSION_CHECK_MS * 2.5)).toBe(true);

    const changed = await send(context.app, {
      method: 'POST',
      url: '/api/auth/password',
      cookie: desk,
      payload: { currentPassword: password, newPassword: 'violet harbour lantern' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await endsWithin(passwordChanged, SESSION_CHECK_MS * 2.5)).toBe(true);
    // The session that changed the password keeps its stream, and another account's stream never noticed.
    expect(await endsWithin(changedFrom, 0)).toBe(false);
    expect(await endsWithin(unrelated, 0)).toBe(false);

    expect((await send(context.app, { method: 'POST', url: '/api/auth/logout-all', cookie: desk })).statusCode).toBe(200);
    expect(await endsWithin(changedFrom, SESSION_CHECK_MS * 2.5)).toBe(true);
    expect(await endsWithin(unrelated, 0)).toBe(false);
    unrelated.close();
  });
});
describe('streams per address', () => {
  let close: () => Promise<void> = async () => undefined;
  afterAll(() => close());

  it('refuses a stream beyond STREAMS_PER_CLIENT from one address with 429, and takes one again once a stream closes', async () => {
    const testDatabase = await createTestDatabase();
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', STREAMS_PER_CLIENT: '3', SIGNUPS_PER_CLIENT: '1000' }),
      database: testDatabase.database,
      clientFolder: null,
      logger: false,
    });
    close = async () => {
      await app.close();
      await testDatabase.close();
    };
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const [first, second, third, fourth] = await Promise.all([1, 2, 3, 4].map(() => signUpUser(app)));
    if (!first || !second || !third || !fourth) throw new Error('four sign-ups');
    const open = [await openStream(url, first.cookie), await openStream(url, second.cookie), await openStream(url, third.cookie)];
    expect(open.map((stream) => stream.status)).toEqual([200, 200, 200]);
    const refused = await openStream(url, fourth.cookie);
    expect(refused.status).toBe(429);
    await refused.ended;
    expect(JSON.parse(refused.body()).message).toBe('Too many live notification streams from this network. Close a tab and try again.');
    const [closing, ...stillOpen] = open;
    closing?.close();
    await closing?.ended;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const admitted = await openStream(url, fourth.cookie);
    expect(admitted.status).toBe(200);
    for (const stream of [...stillOpen, admitted]) stream.close();
  });
});

describe('a reader that stops reading', () => {
  /** A response whose reader has taken nothing: everything written stays buffered. */
  function stalledResponse() {
    const response = {
      writableLength: 0,
      writableEnded: false,
      destroyed: false,
      written: [] as string[],
      write(text: string) {
        response.written.push(text);
        response.writableLength += Buffer.byteLength(text);
        return response.writableLength < 16_384;
      },
      destroy() {
        response.destroyed = true;
      },
      end() {
        response.writableEnded = true;
      },
    };
    return response;
  }

  it(`is dropped once it leaves more than ${MAX_UNREAD_BYTES / 1024} KiB unread, not buffered for without bound`, async () => {
    const response = stalledResponse();
    const stream = new LiveStream({ userId: 1, sessionTokenHash: 'h', clientAddress: '127.0.0.1' }, response as unknown as ServerResponse);
    await stream.catchUp(context.database.db, null);
    const body = 'x'.repeat(1000);
    for (let id = 1; id <= 1000; id += 1)
      stream.deliver({ id, userId: 1, kind: 'update_posted', title: 'T', body, link: '/', projectId: null, readAt: null, createdAt: '' });
    expect(response.destroyed).toBe(true);
    expect(response.writableLength).toBeLessThanOrEqual(MAX_UNREAD_BYTES + 2000);
    const writes = response.written.length;
    stream.comment('heartbeat');
    expect(response.written).toHaveLength(writes);
  });
});

describe('closing the server', () => {
  let close: () => Promise<void> = async () => undefined;
  afterAll(() => close());

  it('ends open streams so that app.close() does not hang', async () => {
    const testDatabase = await createTestDatabase();
    close = () => testDatabase.close();
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      database: testDatabase.database,
      clientFolder: null,
      logger: false,
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const { cookie } = await signUpUser(app);
    const streams = await Promise.all([openStream(url, cookie), openStream(url, cookie)]);
    expect(streams.map((stream) => stream.status)).toEqual([200, 200]);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await Promise.all(streams.map((stream) => stream.ended));
  });
});
