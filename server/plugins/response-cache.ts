import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** How stale another server process's copy may be: its copy expires after this long. */
export const CROSS_PROCESS_STALENESS_MS = 1000;

/** An answer as it goes out: its status and its text. */
export interface CacheableAnswer {
  status: number;
  text: string;
}

/** At most this many answers are kept; the oldest goes first (pages are cached per address). */
const MAX_ENTRIES = 1000;

export interface CachedBody {
  status: number;
  plain: Buffer;
  gzip: Buffer;
  builtAt: number;
  generation: number;
}

/**
 * Keeps whole answers (plain and gzipped) of public reads in memory: JSON of read endpoints and
 * the HTML of pages rendered for visitors.
 * - In this process it is never stale: every successful state-changing request clears it
 *   before its answer is sent, so a client that reads after its own write sees the write.
 * - Another process's write cannot clear it, so a copy is used for at most 1 s.
 * Concurrent misses share one rebuild.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedBody>();
  private readonly pending = new Map<string, Promise<CachedBody>>();
  private generation = 0;

  constructor(private readonly maxAgeMs: number = CROSS_PROCESS_STALENESS_MS) {}

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  /** Answers with the JSON of what `build` gives, built at most once per key while fresh. */
  send(request: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<unknown>): Promise<void> {
    return this.sendAnswer(request, reply, key, 'application/json; charset=utf-8', async () => ({
      status: 200,
      text: JSON.stringify(await build()),
    }));
  }

  /** Answers with the status and text `build` gives, as `contentType`. */
  async sendAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    contentType: string,
    build: () => Promise<CacheableAnswer>,
  ): Promise<void> {
    const body = await this.get(key, build);
    const gzip = acceptsGzip(request.headers['accept-encoding']);
    const vary = reply.getHeader('vary');
    reply.header('content-type', contentType).header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    if (gzip) reply.header('content-encoding', 'gzip');
    reply.code(body.status).send(gzip ? body.gzip : body.plain);
  }

  /** The kept answer if it may still be sent, without building one. */
  fresh(key: string): CachedBody | undefined {
    const cached = this.entries.get(key);
    return cached && cached.generation === this.generation && Date.now() - cached.builtAt < this.maxAgeMs ? cached : undefined;
  }

  private get(key: string, build: () => Promise<CacheableAnswer>): Promise<CachedBody> {
    const cached = this.fresh(key);
    if (cached) return Promise.resolve(cached);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const rebuild = build()
      .then(({ status, text }) => {
        const plain = Buffer.from(text);
        const body: CachedBody = { status, plain, gzip: gzipSync(plain), builtAt: Date.now(), generation };
        // A write during the rebuild bumped the generation: the answer still goes out, but is not kept.
        if (generation === this.generation) this.keep(key, body);
        return body;
      })
      .finally(() => {
        if (this.pending.get(key) === rebuild) this.pending.delete(key);
      });
    this.pending.set(key, rebuild);
    return rebuild;
  }

  private keep(key: string, body: CachedBody): void {
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, body);
  }
}

/** Whether the gzip bytes are sent: any mention of gzip in Accept-Encoding. */
export const acceptsGzip = (acceptEncoding: string | string[] | undefined) => /\bgzip\b/.test(String(acceptEncoding ?? ''));

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Clears the cache when a state-changing request succeeded, before its answer leaves. */
export function registerResponseCacheInvalidation(app: FastifyInstance, cache: ResponseCache): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (stateChanging.has(request.method) && reply.statusCode < 400) cache.invalidate();
    return payload;
  });
}
