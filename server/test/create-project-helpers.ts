import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CreateProjectPayload } from '@common/schemas/create-project';
import { send } from './test-app';
import { uploadFile } from './upload-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
export const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

/** What the /create-project form sends for a valid project, as the spec's section 7 shapes it. */
export function projectPayload(demoSongUrl: string, projectImageUrl: string): CreateProjectPayload {
  return {
    title: 'Midnight Greenhouse EP',
    description: 'Five songs recorded live in a greenhouse studio, with strings and a choir. Fictional demo.',
    type: 'album',
    musicGenre: 'Indie',
    demoSongUrl,
    projectImageUrl,
    fundingGoal: '25000',
    minInvestment: '100',
    sharePrice: '25.50',
    totalShares: 1000,
    timeline: {
      startDate: isoDay(1),
      endDate: isoDay(90),
      milestones: [
        { name: 'Project Start', date: isoDay(1), description: 'Start' },
        { name: 'Milestone 1', date: isoDay(1), description: 'First' },
        { name: 'Project Completion', date: isoDay(90), description: 'Done' },
      ],
    },
    budget: {
      totalBudget: 25000,
      breakdown: { production: 12000, equipment: 3000, marketing: 5000.5, distribution: 2000, talent: 2999.5, other: 0 },
    },
  };
}

export function postProject(app: FastifyInstance, cookie: string, payload: unknown): Promise<LightMyRequestResponse> {
  return send(app, { method: 'POST', url: '/api/projects', cookie, payload: payload as Record<string, unknown> });
}

/** Uploads a song and an image for the creator, then creates a project with them. */
export async function createProjectWithFiles(
  app: FastifyInstance,
  cookie: string,
  change: (payload: CreateProjectPayload) => unknown = (payload) => payload,
) {
  const song = await uploadFile(app, cookie, 'music');
  const image = await uploadFile(app, cookie, 'image');
  const response = await postProject(app, cookie, change(projectPayload(song, image)));
  return { response, song, image };
}
