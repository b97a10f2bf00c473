import { describe, expect, it } from 'vitest';
import { creatorSchema, messageSchema, milestoneSchema, projectSchema } from './projects';

const creator = {
  id: 5,
  name: 'Nova Reyes',
  category: 'indie music',
  bio: 'Songs written in greenhouses.',
  imageUrl: null,
  socialLinks: { spotify: 'https://open.spotify.com/artist/nova' },
  stats: { followers: 1200, totalViews: 56000, monthlyRevenue: '850.00', averageEngagement: 4.5 },
};

const project = {
  id: 3,
  title: 'Midnight Greenhouse EP',
  description: 'A six-track EP recorded live to tape in a glasshouse over three nights.',
  type: 'album',
  musicGenre: null,
  creatorId: 5,
  creator,
  fundingGoal: '24000.00',
  raisedAmount: '23760.00',
  minInvestment: '100.00',
  sharePrice: '25.50',
  availableShares: 12,
  totalShares: 1000,
  projectImageUrl: '/api/files/image-1',
  demoSongUrl: null,
  createdAt: '2025-08-01T00:00:00.000Z',
  status: 'active',
  closedAt: null,
  suspensionReason: null,
  paidToInvestors: '0.00',
  payoutCount: 0,
  timeline: {
    startDate: '2025-09-01',
    endDate: '2025-11-30',
    milestones: [
      { name: 'Project Start', description: 'The project kicks off and funding opens.', date: '2025-09-01', status: 'upcoming' },
    ],
  },
  budget: { totalBudget: '24000.00', breakdown: { production: '12000.00', other: '12000.00' } },
};

describe('projectSchema', () => {
  it('answers every field of a project, its creator, timeline and budget', () => {
    expect(projectSchema.parse(project)).toEqual(project);
    expect(creatorSchema.parse({ ...creator, socialLinks: {} }).socialLinks).toEqual({});
  });

  it('leaves out what the database has and the API does not show', () => {
    const stored = {
      ...project,
      searchVector: 'greenhouse',
      creator: {
        ...creator,
        userId: 9,
        socialLinks: { ...creator.socialLinks, private: 'x' },
        stats: { ...creator.stats, payoutAccount: 'x' },
      },
      timeline: { ...project.timeline, milestones: [{ ...project.timeline.milestones[0], internalNote: 'x' }], draft: true },
      budget: { ...project.budget, approvedBy: 'x' },
    };
    expect(projectSchema.parse(stored)).toEqual(project);
    expect(milestoneSchema.parse({ ...project.timeline.milestones[0], id: 1 })).toEqual(project.timeline.milestones[0]);
  });

  it('refuses a project of an unknown type or with fractional shares', () => {
    expect(projectSchema.safeParse({ ...project, type: 'concert' }).success).toBe(false);
    expect(projectSchema.safeParse({ ...project, availableShares: 1.5 }).success).toBe(false);
  });
});

describe('messageSchema', () => {
  it('is the API’s one-message answer', () => {
    expect(messageSchema.parse({ message: 'Investment sold.', statusCode: 200 })).toEqual({ message: 'Investment sold.' });
  });
});
