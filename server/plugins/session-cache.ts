/** How long another server process may still accept a session it has seen after it was ended elsewhere. */
export const SESSION_CACHE_MS = 1000;
/** Beyond this many remembered sessions, the stale ones are dropped (and all of them if none is stale). */
const MAX_ENTRIES = 10_000;

interface Remembered<User> {
  user: User;
  userId: number;
  expiresAt: number;
  lastSeenAt: number;
  rememberedAt: number;
}

/**
 * Sessions looked up in the last second, by token hash, so a signed-in request does not cost a
 * database round trip. Ending a session (sign-out, sign out everywhere, a new sign-in) forgets
 * it here at once; another process's copy lives at most SESSION_CACHE_MS.
 */
export class SessionCache<User> {
  private readonly entries = new Map<string, Remembered<User>>();
  /** Raised by every forget, so a lookup that started before a sign-out cannot remember the ended session. */
  private endings = 0;

  constructor(private readonly maxAgeMs: number = SESSION_CACHE_MS) {}

  /** The user, while the copy is fresh, the session unexpired and its idle expiry not yet due to move. */
  recall(tokenHash: string, now: number, touchEveryMs: number): User | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (now - entry.rememberedAt >= this.maxAgeMs || entry.expiresAt <= now || now - entry.lastSeenAt > touchEveryMs) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry.user;
  }

  /** Call before reading the database; pass the answer to `remember`. */
  get ending(): number {
    return this.endings;
  }

  remember(tokenHash: string, entry: Omit<Remembered<User>, 'rememberedAt'>, now: number, endingBefore: number): void {
    if (endingBefore !== this.endings) return;
    if (this.entries.size >= MAX_ENTRIES) this.dropStale(now);
    this.entries.set(tokenHash, { ...entry, rememberedAt: now });
  }

  forget(tokenHash: string): void {
    this.endings += 1;
    this.entries.delete(tokenHash);
  }

  forgetUser(userId: number): void {
    this.endings += 1;
    for (const [tokenHash, entry] of this.entries) if (entry.userId === userId) this.entries.delete(tokenHash);
  }

  private dropStale(now: number): void {
    for (const [tokenHash, entry] of this.entries) if (now - entry.rememberedAt >= this.maxAgeMs) this.entries.delete(tokenHash);
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
  }
}
