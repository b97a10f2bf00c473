import { expect, type APIRequestContext } from '@playwright/test';
import { pngFile, wavFile } from '../server/test/sample-files';
import type { CreateProjectPayload } from '@common/schemas/create-project';
import type { Project } from '@common/schemas/projects';
import type { CreateUpdatePayload, ProjectUpdate } from '@common/schemas/updates';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function uploadThroughApi(
  request: APIRequestContext,
  fileType: 'music' | 'image',
  contentType: string,
  body: Buffer,
): Promise<string> {
  const issued = await request.post('/api/upload-url', { data: { fileType } });
  expect(issued.ok(), await issued.text()).toBe(true);
  const { uploadURL } = (await issued.json()) as { uploadURL: string };
  const stored = await request.put(uploadURL, { headers: { 'content-type': contentType }, data: body });
  expect(stored.ok(), await stored.text()).toBe(true);
  return uploadURL;
}

/** What a test may choose about its project; the rest is a $10,000 album at $25 a share, $100 minimum. */
export type ProjectTerms = Partial<Pick<CreateProjectPayload, 'type' | 'fundingGoal' | 'minInvestment' | 'sharePrice' | 'totalShares'>>;

/** A creator's new project, open for investment from today, through the same API the create-project form uses. */
export async function createProjectThroughApi(request: APIRequestContext, title: string, terms: ProjectTerms = {}): Promise<Project> {
  const [demoSongUrl, projectImageUrl] = [
    await uploadThroughApi(request, 'music', 'audio/wav', wavFile(1)),
    await uploadThroughApi(request, 'image', 'image/png', pngFile(32, 32)),
  ];
  const response = await request.post('/api/projects', {
    data: {
      title,
      description: 'Eight songs recorded in a lighthouse over one stormy winter. A fictional demo project for the browser tests.',
      type: 'album',
      musicGenre: 'Indie',
      fundingGoal: '10000',
      minInvestment: '100',
      sharePrice: '25',
      totalShares: 1000,
      timeline: { startDate: day(0), endDate: day(60) },
      budget: { breakdown: { production: 6000, equipment: 0, marketing: 4000, distribution: 0, talent: 0, other: 0 } },
      demoSongUrl,
      projectImageUrl,
      ...terms,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Project;
}

export async function postUpdateThroughApi(
  request: APIRequestContext,
  projectId: number,
  update: CreateUpdatePayload,
): Promise<ProjectUpdate> {
  const response = await request.post(`/api/projects/${projectId}/updates`, { data: update });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ProjectUpdate;
}
