import { createHash, randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { SessionCache } from './session-cache';

/** Over HTTPS the __Host- prefix makes browsers insist on Secure, Path=/ and no Domain, so no subdomain can plant or shadow it. */
export const sessionCookieName = (secure: boolean) => (secure ? '__Host-sb_session' : 'sb_session');
const IDLE_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** The idle expiry moves forward at most this often, so reads do not write on every request. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;
const STILL_OPEN_SLICE = 1000;

/** The account as signed in. Its balance is left out: it moves with every purchase, so whoever shows it reads it fresh. */
export type SessionUser = Omit<typeof users.$inferSelect, 'balanceCents'>;

const { balanceCents: _balance, ...sessionUserColumns } = getTableColumns(users);

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class SessionStore {
  private readonly lookups = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  private readonly cache = new SessionCache<SessionUser>();
  readonly cookieName: string;

  constructor(
    private readonly db: Database,
    private readonly cookieSecure: boolean,
  ) {
    this.cookieName = sessionCookieName(cookieSecure);
  }

  /** A new random token for the user; only its hash is stored. A session the browser already held is ended, not left behind. */
  async start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    const previous = request.cookies[this.cookieName];
    await this.db.transaction(async (tx) => {
      if (previous) await tx.delete(sessions).where(eq(sessions.tokenHash, hashToken(previous)));
      await tx.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt: new Date(now + IDLE_MS) });
    });
    if (previous) this.cache.forget(hashToken(previous));
    reply.setCookie(this.cookieName, token, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: this.cookieSecure,
      maxAge: MAX_AGE_MS / 1000,
    });
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[this.cookieName];
    if (token) {
      await this.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
      this.cache.forget(hashToken(token));
    }
    this.clearCookie(reply);
  }

  /** Ends every session of the user, on every device. */
  async endAll(reply: FastifyReply, userId: number): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
    this.cache.forgetUser(userId);
    this.clearCookie(reply);
  }

  /** Ends every session of the user but the one this request came with (after a password change). */
  async endOthers(request: FastifyRequest, userId: number): Promise<void> {
    const token = request.cookies[this.cookieName];
    const kept = token ? hashToken(token) : '';
    await this.db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, kept)));
    this.cache.forgetUser(userId);
  }

  /** Ends every session of the user without answering a request of theirs (a password reset by emailed link). */
  async endAllOf(userId: number): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
    this.cache.forgetUser(userId);
  }

  /** The user's row changed (names, image): their sessions read it again on their next request. */
  refreshUser(userId: number): void {
    this.cache.forgetUser(userId);
  }

  private clearCookie(reply: FastifyReply): void {
    // A __Host- cookie is only replaced (here: expired) with the same Secure attribute.
    reply.clearCookie(this.cookieName, { path: '/', secure: this.cookieSecure, httpOnly: true, sameSite: 'lax' });
  }

  /** The stored hash of the session the request came with, if it carries one. */
  tokenHashOf(request: FastifyRequest): string | null {
    const token = request.cookies[this.cookieName];
    return token ? hashToken(token) : null;
  }

  /** Which of these sessions are still open: not signed out, not ended by a password change, not expired. */
  async stillOpen(tokenHashes: string[]): Promise<Set<string>> {
    const open = new Set<string>();
    // In slices, so thousands of streams stay far below a statement's parameter limit.
    for (let start = 0; start < tokenHashes.length; start += STILL_OPEN_SLICE) {
      const rows = await this.db
        .select({ tokenHash: sessions.tokenHash })
        .from(sessions)
        .where(and(inArray(sessions.tokenHash, tokenHashes.slice(start, start + STILL_OPEN_SLICE)), gt(sessions.expiresAt, sql`now()`)));
      for (const row of rows) open.add(row.tokenHash);
    }
    return open;
  }

  /** The signed-in user, looked up once per request, and from the database at most once a second per session (see session-cache.ts). */
  user(request: FastifyRequest): Promise<SessionUser | null> {
    let lookup = this.lookups.get(request);
    if (!lookup) {
      lookup = this.lookUp(request.cookies[this.cookieName]);
      this.lookups.set(request, lookup);
    }
    return lookup;
  }

  private async lookUp(token: string | undefined): Promise<SessionUser | null> {
    if (!token || token.length > 100) return null;
    const tokenHash = hashToken(token);
    const recalled = this.cache.recall(tokenHash, Date.now(), TOUCH_EVERY_MS);
    if (recalled) return recalled;
    const endingBefore = this.cache.ending;
    const [row] = await this.db
      .select({ user: sessionUserColumns, session: sessions })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
      .limit(1);
    if (!row) return null;
    const now = Date.now();
    let expiresAt = row.session.expiresAt;
    let lastSeenAt = row.session.lastSeenAt;
    if (now - lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      expiresAt = new Date(Math.min(now + IDLE_MS, row.session.createdAt.getTime() + MAX_AGE_MS));
      lastSeenAt = new Date(now);
      await this.db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
    }
    const remembered = { user: row.user, userId: row.user.id, expiresAt: expiresAt.getTime(), lastSeenAt: lastSeenAt.getTime() };
    this.cache.remember(tokenHash, remembered, now, endingBefore);
    return row.user;
  }

  /** Expired sessions are useless; dropping them keeps the table small. */
  async deleteExpired(): Promise<number> {
    const removed = await this.db
      .delete(sessions)
      .where(lt(sessions.expiresAt, sql`now()`))
      .returning({ tokenHash: sessions.tokenHash });
    return removed.length;
  }
}
