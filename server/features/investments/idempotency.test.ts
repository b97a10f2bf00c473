import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { idempotencyKeys, investments } from '../../db/schema';
import {
  addFunds,
  balanceOf,
  createProject,
  expectLedgerClean,
  findProjectRow,
  fundedInvestor,
  investPayload,
} from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';

const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });
afterEach(() => expectLedgerClean(context.database.db));

const invest = (cookie: string, key: string, payload: object) =>
  send(context.app, { method: 'POST', url: '/api/investments', cookie, payload, headers: { 'idempotency-key': key } });

describe('Idempotency-Key on POST /api/investments', () => {
  it('answers a repeat with the first status and body, and charges once', async () => {
    const project = await createProject(context.database.db);
    const { cookie } = await fundedInvestor(context.app, 1000);
    const first = await invest(cookie, 'press-1', investPayload(project.id, '100', 9));
    // The same request spelt differently: a string id and a number amount.
    const again = await invest(cookie, 'press-1', investPayload(String(project.id) as unknown as number, 100, 9));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await balanceOf(context.app, cookie)).toBe('900.00');
    expect((await findProjectRow(context.database.db, project.id)).availableShares).toBe(991);
  });

  it('answers 422 for the same key with a different body', async () => {
    const project = await createProject(context.database.db);
    const { cookie } = await fundedInvestor(context.app, 1000);
    expect((await invest(cookie, 'press-2', investPayload(project.id, '100', 9))).statusCode).toBe(201);
    const different = await invest(cookie, 'press-2', investPayload(project.id, '200', 19));
    expect(different.statusCode).toBe(422);
    expect(different.json()).toEqual({ message: 'This Idempotency-Key was already used for a different request.' });
    expect(await balanceOf(context.app, cookie)).toBe('900.00');
  });

  it('keeps keys per user: the same key from two investors charges each once', async () => {
    const project = await createProject(context.database.db);
    const alice = await fundedInvestor(context.app, 1000);
    const bob = await fundedInvestor(context.app, 1000);
    const fromAlice = await invest(alice.cookie, 'shared-key', investPayload(project.id, '100', 9));
    const fromBob = await invest(bob.cookie, 'shared-key', investPayload(project.id, '100', 9));
    expect([fromAlice.statusCode, fromBob.statusCode]).toEqual([201, 201]);
    expect(fromBob.json().id).not.toBe(fromAlice.json().id);
    expect(await balanceOf(context.app, bob.cookie)).toBe('900.00');
  });

  it('charges once when twenty duplicates race', async () => {
    const project = await createProject(context.database.db);
    const { cookie, email } = await fundedInvestor(context.app, 1000);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => invest(cookie, 'double-click', investPayload(project.id, '100', 9))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    expect(await balanceOf(context.app, cookie)).toBe('900.00');
    const stored = await context.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'double-click'));
    expect(stored).toHaveLength(1);
    const rows = await context.database.db.select().from(investments).where(eq(investments.investorEmail, email));
    expect(rows).toHaveLength(1);
  });

  it('does not keep a refusal: after adding funds the same key goes through', async () => {
    const project = await createProject(context.database.db);
    const { cookie } = await fundedInvestor(context.app, 50);
    const refused = await invest(cookie, 'retry-me', investPayload(project.id, '100', 9));
    expect(refused.json()).toEqual({ message: 'Insufficient funds. Your balance is $50.00.' });
    await addFunds(context.app, cookie, 50);
    const retried = await invest(cookie, 'retry-me', investPayload(project.id, '100', 9));
    expect(retried.statusCode).toBe(201);
    expect(await balanceOf(context.app, cookie)).toBe('0.00');
  });

  it.each([['x'.repeat(201)], ['has space'], ['']])('answers 400 for the unusable key %j', async (key) => {
    const project = await createProject(context.database.db);
    const { cookie } = await fundedInvestor(context.app, 1000);
    const response = await invest(cookie, key, investPayload(project.id, '100', 9));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The Idempotency-Key header must be 1 to 200 visible characters.' });
    expect(await balanceOf(context.app, cookie)).toBe('1000.00');
  });
});
