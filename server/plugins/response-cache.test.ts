import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache';

/** A reply that records what was sent. */
function recordingReply() {
  const sent: { status: number; body: Buffer; headers: Record<string, string> } = { status: 0, body: Buffer.alloc(0), headers: {} };
  const reply = {
    header: (name: string, value: string) => ((sent.headers[name] = value), reply),
    getHeader: (name: string) => sent.headers[name],
    code: (status: number) => ((sent.status = status), reply),
    send: (body: Buffer) => ((sent.body = body), reply),
  } as unknown as FastifyReply;
  return { reply, sent };
}

const request = { headers: {} } as FastifyRequest;

describe('the response cache', () => {
  it('keeps a page with its status, so a cached not-found page is still a 404', async () => {
    const cache = new ResponseCache();
    let builds = 0;
    const build = async () => ({ status: 404, text: `<p>Page Not Found ${++builds}</p>` });
    for (let round = 0; round < 2; round += 1) {
      const { reply, sent } = recordingReply();
      await cache.sendAnswer(request, reply, 'page /no/such/page', 'text/html; charset=utf-8', build);
      expect(sent.status).toBe(404);
      expect(sent.body.toString()).toBe('<p>Page Not Found 1</p>');
      expect(sent.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    expect(builds).toBe(1);
  });

  it('adds accept-encoding to what the answer already varies by', async () => {
    const cache = new ResponseCache();
    const { reply, sent } = recordingReply();
    reply.header('vary', 'cookie');
    await cache.sendAnswer(request, reply, 'page /', 'text/html; charset=utf-8', async () => ({ status: 200, text: 'page' }));
    expect(sent.headers.vary).toBe('cookie, accept-encoding');
  });

  it('holds at most a thousand answers, dropping the oldest first', async () => {
    const cache = new ResponseCache();
    const builds = new Map<string, number>();
    const send = (key: string) =>
      cache.sendAnswer(request, recordingReply().reply, key, 'text/plain', async () => {
        builds.set(key, (builds.get(key) ?? 0) + 1);
        return { status: 200, text: key };
      });
    for (let index = 0; index <= 1000; index += 1) await send(`page /tour/${index}`);
    await send('page /tour/1000');
    await send('page /tour/1');
    expect(builds.get('page /tour/1000')).toBe(1);
    expect(builds.get('page /tour/1')).toBe(1);
    await send('page /tour/0');
    expect(builds.get('page /tour/0')).toBe(2);
  });

  it('builds again after a write cleared it', async () => {
    const cache = new ResponseCache();
    let builds = 0;
    const send = () => cache.send(request, recordingReply().reply, 'tours', async () => ++builds);
    await send();
    cache.invalidate();
    await send();
    expect(builds).toBe(2);
  });
});
