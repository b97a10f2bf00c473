import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** How stale another server process's copy may be: its copy expires after this long. */
export const CROSS_PROCESS_STALENESS_MS = 1000;

export interface CachedBody {
  json: Buffer;
  gzip: Buffer;
  builtAt: number;
  generation: number;
}

/**
 * Keeps whole JSON answers (plain and gzipped) of read endpoints in memory.
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

  async send(request: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<unknown>): Promise<void> {
    const body = await this.get(key, build);
    const gzip = acceptsGzip(request.headers['accept-encoding']);
    reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (gzip) reply.header('content-encoding', 'gzip');
    reply.send(gzip ? body.gzip : body.json);
  }

  /** The kept answer if it may still be sent, without building one. */
  fresh(key: string): CachedBody | undefined {
    const cached = this.entries.get(key);
    return cached && cached.generation === this.generation && Date.now() - cached.builtAt < this.maxAgeMs ? cached : undefined;
  }

  private get(key: string, build: () => Promise<unknown>): Promise<CachedBody> {
    const cached = this.fresh(key);
    if (cached) return Promise.resolve(cached);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const rebuild = build()
      .then((value) => {
        const json = Buffer.from(JSON.stringify(value));
        const body: CachedBody = { json, gzip: gzipSync(json), builtAt: Date.now(), generation };
        // A write during the rebuild bumped the generation: the answer still goes out, but is not kept.
        if (generation === this.generation) this.entries.set(key, body);
        return body;
      })
      .finally(() => {
        if (this.pending.get(key) === rebuild) this.pending.delete(key);
      });
    this.pending.set(key, rebuild);
    return rebuild;
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
