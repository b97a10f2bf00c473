import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';

export const SESSION_COOKIE = 'sb_session';
const IDLE_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** The idle expiry moves forward at most this often, so reads do not write on every request. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export type SessionUser = typeof users.$inferSelect;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class SessionStore {
  private readonly lookups = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

  constructor(
    private readonly db: Database,
    private readonly cookieSecure: boolean,
  ) {}

  /** A new random token for the user; only its hash is stored. */
  async start(reply: FastifyReply, userId: number): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await this.db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt: new Date(now + IDLE_MS) });
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: this.cookieSecure,
      maxAge: MAX_AGE_MS / 1000,
    });
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await this.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  /** The signed-in user, looked up once per request. */
  user(request: FastifyRequest): Promise<SessionUser | null> {
    let lookup = this.lookups.get(request);
    if (!lookup) {
      lookup = this.lookUp(request.cookies[SESSION_COOKIE]);
      this.lookups.set(request, lookup);
    }
    return lookup;
  }

  private async lookUp(token: string | undefined): Promise<SessionUser | null> {
    if (!token || token.length > 100) return null;
    const tokenHash = hashToken(token);
    const [row] = await this.db
      .select({ user: users, session: sessions })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
      .limit(1);
    if (!row) return null;
    const now = Date.now();
    if (now - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      const expiresAt = new Date(Math.min(now + IDLE_MS, row.session.createdAt.getTime() + MAX_AGE_MS));
      await this.db.update(sessions).set({ lastSeenAt: new Date(now), expiresAt }).where(eq(sessions.tokenHash, tokenHash));
    }
    return row.user;
  }

  /** Expired sessions are useless; dropping them keeps the table small. */
  async deleteExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  }
}
