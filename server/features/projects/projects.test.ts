import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { projects } from '../../db/schema';
import { ResponseCache } from '../../plugins/response-cache';
import { projectSchema } from '@common/schemas/projects';
import { projectTypes } from '@common/project-types';
import { send, signUpUser, useTestApp } from '../../test/test-app';

const context = useTestApp({}, { responseCacheMaxAgeMs: 60_000 });

describe('GET /api/tours', () => {
  it('lists the seven demo projects, one of each type, in the spec shape', async () => {
    const response = await send(context.app, { method: 'GET', url: '/api/tours' });
    expect(response.statusCode).toBe(200);
    const projects = response.json() as unknown[];
    const parsed = projects.map((project) => projectSchema.parse(project));
    const demo = parsed.filter((project) => project.projectImageUrl?.startsWith('/demo/'));
    expect(demo).toHaveLength(7);
    expect(new Set(demo.map((project) => project.type))).toEqual(new Set(projectTypes));
    for (const project of demo) {
      expect(project.fundingGoal).toMatch(/^\d+\.\d{2}$/);
      expect(project.creator.id).toBe(project.creatorId);
      expect(project.timeline.milestones.length).toBeGreaterThan(0);
      expect(Object.keys(project.budget.breakdown).sort()).toEqual(['crew', 'equipment', 'marketing', 'other', 'travel', 'venues']);
      expect(project.availableShares).toBeLessThanOrEqual(project.totalShares);
      expect(project.description).toMatch(/fictional/i);
    }
  });

  it('has one nearly sold-out project and one that has ended', async () => {
    const projects = (await send(context.app, { method: 'GET', url: '/api/tours' })).json() as Array<{
      availableShares: number;
      totalShares: number;
      timeline: { endDate: string };
    }>;
    const today = new Date().toISOString().slice(0, 10);
    expect(projects.some((project) => project.availableShares > 0 && project.availableShares / project.totalShares < 0.05)).toBe(true);
    expect(projects.some((project) => project.timeline.endDate < today)).toBe(true);
  });

  it('spreads the demo projects over creators the explore categories find', async () => {
    const projects = (await send(context.app, { method: 'GET', url: '/api/tours' })).json() as Array<{
      creator: { id: number; category: string };
    }>;
    expect(new Set(projects.map((project) => project.creator.id)).size).toBeGreaterThanOrEqual(5);
    for (const category of ['music', 'indie', 'electronic', 'country', 'podcasts']) {
      expect(projects.some((project) => project.creator.category.toLowerCase().includes(category))).toBe(true);
    }
  });
});

describe('GET /api/tours/{id}', () => {
  it('answers one project', async () => {
    const [first] = (await send(context.app, { method: 'GET', url: '/api/tours' })).json() as Array<{ id: number; title: string }>;
    const response = await send(context.app, { method: 'GET', url: `/api/tours/${first?.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().title).toBe(first?.title);
  });

  it.each(['999999', '0', '-1', 'abc', '1.5', '1e3', '..%2F..%2Fetc%2Fpasswd', '99999999999999999999', "1'%20or%20'1'='1"])(
    'answers 404 with a message for %s',
    async (id) => {
      const response = await send(context.app, { method: 'GET', url: `/api/tours/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "The investment opportunity you're looking for doesn't exist." });
    },
  );
});

describe('GET /api/creators/{id} and its projects', () => {
  it('answers the creator with stats and links, and their projects', async () => {
    const [project] = (await send(context.app, { method: 'GET', url: '/api/tours' })).json() as Array<{ creatorId: number }>;
    const creator = await send(context.app, { method: 'GET', url: `/api/creators/${project?.creatorId}` });
    expect(creator.statusCode).toBe(200);
    expect(creator.json()).toMatchObject({ id: project?.creatorId, stats: { followers: expect.any(Number) } });
    expect(creator.json().bio).toMatch(/fictional/i);
    const projects = await send(context.app, { method: 'GET', url: `/api/creators/${project?.creatorId}/projects` });
    expect(projects.statusCode).toBe(200);
    const list = projects.json() as Array<{ creatorId: number }>;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((item) => item.creatorId === project?.creatorId)).toBe(true);
  });

  it.each(['/api/creators/424242', '/api/creators/abc', '/api/creators/424242/projects', '/api/creators/..%2F..%2Fetc/projects'])(
    'answers 404 for %s',
    async (url) => {
      const response = await send(context.app, { method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "The creator you're looking for doesn't exist." });
    },
  );
});

describe('the /api/tours answer cache', () => {
  it('answers gzip when asked and plain JSON otherwise, with the same content', async () => {
    const plain = await send(context.app, { method: 'GET', url: '/api/tours' });
    const gzipped = await send(context.app, { method: 'GET', url: '/api/tours', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
  });

  it('is never stale in this process: a write clears it before its answer is sent', async () => {
    const before = (await send(context.app, { method: 'GET', url: '/api/tours' })).json() as Array<{ id: number; title: string }>;
    const target = before[0];
    if (!target) throw new Error('no projects');
    await context.database.db.update(projects).set({ title: 'Renamed by the test' }).where(eq(projects.id, target.id));
    // This app keeps answers a minute: a direct database write (as another process would make) is not seen yet...
    const cached = (await send(context.app, { method: 'GET', url: '/api/tours' })).json() as Array<{ id: number; title: string }>;
    expect(cached.find((project) => project.id === target.id)?.title).toBe(target.title);
    // ...until a successful write request of this process clears the cache.
    const signup = await signUpUser(context.app);
    expect(signup.response.statusCode).toBe(201);
    const after = (await send(context.app, { method: 'GET', url: '/api/tours' })).json() as Array<{ id: number; title: string }>;
    expect(after.find((project) => project.id === target.id)?.title).toBe('Renamed by the test');
  });

  it('keeps another process’s copy at most a second', async () => {
    const cache = new ResponseCache(50);
    let builds = 0;
    const reply = { header: () => reply, getHeader: () => undefined, code: () => reply, send: () => reply } as unknown as FastifyReply;
    const request = { headers: {} } as FastifyRequest;
    await cache.send(request, reply, 'key', async () => ++builds);
    await cache.send(request, reply, 'key', async () => ++builds);
    expect(builds).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await cache.send(request, reply, 'key', async () => ++builds);
    expect(builds).toBe(2);
  });
});
