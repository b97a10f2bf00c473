import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

const HOUR = 60 * 60 * 1000;
const session = (userId: number, now: number) => ({ user: { id: userId }, userId, expiresAt: now + HOUR, lastSeenAt: now });

describe('the session cache', () => {
  it('answers for its maximum age, then sends the lookup back to the database', () => {
    const cache = new SessionCache<{ id: number }>(1000);
    cache.remember('a', session(1, 0), 0, cache.ending);
    expect(cache.recall('a', 999, HOUR)).toEqual({ id: 1 });
    expect(cache.recall('a', 1000, HOUR)).toBeNull();
  });

  it('does not answer for a session past its expiry or due to have its idle expiry moved', () => {
    const cache = new SessionCache<{ id: number }>(10 * HOUR);
    cache.remember('expiring', { ...session(1, 0), expiresAt: 500 }, 0, cache.ending);
    expect(cache.recall('expiring', 500, HOUR)).toBeNull();
    cache.remember('idle', session(2, 0), 0, cache.ending);
    expect(cache.recall('idle', HOUR + 1, HOUR)).toBeNull();
  });

  it('forgets an ended session, and every session of a user signed out everywhere, at once', () => {
    const cache = new SessionCache<{ id: number }>(1000);
    for (const [token, userId] of [
      ['a', 1],
      ['b', 1],
      ['c', 2],
    ] as const)
      cache.remember(token, session(userId, 0), 0, cache.ending);
    cache.forget('c');
    expect(cache.recall('c', 1, HOUR)).toBeNull();
    cache.forgetUser(1);
    expect(cache.recall('a', 1, HOUR)).toBeNull();
    expect(cache.recall('b', 1, HOUR)).toBeNull();
  });

  it('does not remember a lookup that started before a session was ended', () => {
    const cache = new SessionCache<{ id: number }>(1000);
    const before = cache.ending;
    cache.forget('a');
    cache.remember('a', session(1, 0), 0, before);
    expect(cache.recall('a', 1, HOUR)).toBeNull();
  });
});
