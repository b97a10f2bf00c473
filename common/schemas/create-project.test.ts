import { describe, expect, it } from 'vitest';
import { createdBudgetKeys } from '../project-types';
import { createProjectFormSchema, createProjectSchema } from './create-project';

const FORMAT = 'Enter the amount in dollars with at most 2 decimals, such as 250 or 250.50.';
const POSITIVE = 'Must be a positive number';
const INTEGER = 'Must be a positive integer';
const VALID_NUMBER = 'Must be a valid number';

const valid = {
  title: 'Midnight Greenhouse EP',
  description: 'A six-track EP recorded live to tape in a glasshouse over three nights.',
  type: 'album',
  musicGenre: 'Indie',
  fundingGoal: '25000',
  minInvestment: '100',
  sharePrice: '25.5',
  totalShares: '1000',
  timeline: { startDate: '2025-09-01', endDate: '2025-11-30' },
  budget: {
    totalBudget: 25000,
    breakdown: { production: '12000', equipment: 3000, marketing: '5000.50', distribution: '2000', talent: '2999.5', other: 0 },
  },
  demoSongUrl: '/api/uploads/song-1',
  projectImageUrl: '/api/uploads/image-1',
};
type Payload = typeof valid;

/** The messages of a payload changed by `change`, each as "path: message". */
function messages(change: (valid: Payload) => unknown): string[] {
  const result = createProjectSchema.safeParse(change(structuredClone(valid)));
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('createProjectSchema', () => {
  it('accepts the form as typed and hands the server money as decimal strings, shares as a number, budget lines in cents', () => {
    expect(createProjectSchema.parse(valid)).toEqual({
      ...valid,
      fundingGoal: '25000.00',
      minInvestment: '100.00',
      sharePrice: '25.50',
      totalShares: 1000,
      budget: {
        totalBudget: 25000,
        breakdown: { production: 12000_00, equipment: 3000_00, marketing: 5000_50, distribution: 2000_00, talent: 2999_50, other: 0 },
      },
    });
  });

  it('trims text and reads numbers sent as numbers', () => {
    const parsed = createProjectSchema.parse({
      ...valid,
      title: '  Midnight Greenhouse EP  ',
      musicGenre: ' Indie ',
      fundingGoal: 1500.5,
      minInvestment: ' 10 ',
      sharePrice: 1,
      totalShares: ' 12 ',
      timeline: { startDate: ' 2025-09-01 ', endDate: '2025-11-30' },
      demoSongUrl: ' /api/uploads/song-1 ',
    });
    expect(parsed).toMatchObject({
      title: 'Midnight Greenhouse EP',
      musicGenre: 'Indie',
      fundingGoal: '1500.50',
      minInvestment: '10.00',
      sharePrice: '1.00',
      totalShares: 12,
      timeline: { startDate: '2025-09-01' },
      demoSongUrl: '/api/uploads/song-1',
    });
    expect(createProjectSchema.parse({ ...valid, totalShares: 7 }).totalShares).toBe(7);
  });

  describe('title and description', () => {
    it('requires a title under 100 characters', () => {
      expect(messages((p) => ({ ...p, title: '   ' }))).toEqual(['title: Project title is required']);
      expect(messages((p) => ({ ...p, title: undefined }))).toEqual(['title: Project title is required']);
      expect(messages((p) => ({ ...p, title: 'T'.repeat(100) }))).toEqual([]);
      expect(messages((p) => ({ ...p, title: 'T'.repeat(101) }))).toEqual(['title: Title must be under 100 characters']);
    });

    it('wants a description of 50 to 2000 characters', () => {
      expect(messages((p) => ({ ...p, description: 'd'.repeat(49) }))).toEqual(['description: Description must be at least 50 characters']);
      expect(messages((p) => ({ ...p, description: `  ${'d'.repeat(49)}  ` }))).toEqual([
        'description: Description must be at least 50 characters',
      ]);
      expect(messages((p) => ({ ...p, description: 42 }))).toEqual(['description: Description must be at least 50 characters']);
      expect(messages((p) => ({ ...p, description: 'd'.repeat(50) }))).toEqual([]);
      expect(messages((p) => ({ ...p, description: 'd'.repeat(2000) }))).toEqual([]);
      expect(messages((p) => ({ ...p, description: 'd'.repeat(2001) }))).toEqual([
        'description: Description must be under 2000 characters',
      ]);
    });
  });

  describe('type and genre', () => {
    it("reads a missing type as 'other' and refuses an unknown one", () => {
      const { type: _type, ...withoutType } = valid;
      expect(createProjectSchema.parse(withoutType).type).toBe('other');
      expect(createProjectSchema.parse({ ...valid, type: 'studio_setup' }).type).toBe('studio_setup');
      expect(messages((p) => ({ ...p, type: 'concert' }))).toEqual(['type: Choose a project type.']);
    });

    it('requires a genre from the list', () => {
      // An empty genre also fails the list check; the form shows the first message, 'required'.
      expect(messages((p) => ({ ...p, musicGenre: ' ' }))[0]).toBe('musicGenre: Music genre is required');
      expect(messages((p) => ({ ...p, musicGenre: undefined }))).toEqual(['musicGenre: Music genre is required']);
      expect(messages((p) => ({ ...p, musicGenre: 'Polka' }))).toEqual(['musicGenre: Choose a music genre from the list.']);
      expect(messages((p) => ({ ...p, musicGenre: 'indie' }))).toEqual(['musicGenre: Choose a music genre from the list.']);
      expect(createProjectSchema.parse({ ...valid, musicGenre: 'Hip Hop' }).musicGenre).toBe('Hip Hop');
    });
  });

  describe('money fields', () => {
    it.each(['fundingGoal', 'minInvestment', 'sharePrice'] as const)('%s must be above zero', (field) => {
      for (const value of ['0', '0.00', 0, '-5', -5, '', '   ', 'abc', 'Infinity', Number.POSITIVE_INFINITY]) {
        expect(
          messages((p) => ({ ...p, [field]: value })),
          String(value),
        ).toEqual([`${field}: ${POSITIVE}`]);
      }
      for (const value of [null, undefined, true, { dollars: 5 }]) {
        expect(
          messages((p) => ({ ...p, [field]: value })),
          String(value),
        ).toEqual([`${field}: ${POSITIVE}`]);
      }
    });

    it.each(['fundingGoal', 'minInvestment', 'sharePrice'] as const)('%s takes at most two decimals, without exponents', (field) => {
      for (const value of ['1.234', 1.234, '1e3', '0.001', '+5']) {
        expect(
          messages((p) => ({ ...p, [field]: value })),
          String(value),
        ).toEqual([`${field}: ${FORMAT}`]);
      }
      expect(createProjectSchema.parse({ ...valid, [field]: '0.01' })[field]).toBe('0.01');
    });
  });

  describe('total shares', () => {
    it('is a whole number from 1 to a billion', () => {
      expect(createProjectSchema.parse({ ...valid, totalShares: 1 }).totalShares).toBe(1);
      expect(createProjectSchema.parse({ ...valid, totalShares: '1000000000' }).totalShares).toBe(1_000_000_000);
      for (const value of ['0', 0, '-3', '1.5', 2.5, '', '  ', 'ten', null, {}]) {
        expect(
          messages((p) => ({ ...p, totalShares: value })),
          String(value),
        ).toEqual([`totalShares: ${INTEGER}`]);
      }
      expect(messages((p) => ({ ...p, totalShares: 1_000_000_001 }))).toEqual(['totalShares: Total shares must be at most 1,000,000,000.']);
    });
  });

  describe('timeline', () => {
    it('requires real calendar dates from 1900 on', () => {
      const at = (startDate: unknown, endDate: unknown = '2025-11-30') => messages((p) => ({ ...p, timeline: { startDate, endDate } }));
      expect(at('1900-01-01')).toEqual([]);
      expect(at('2024-02-29')).toEqual([]);
      for (const bad of [
        '2025-02-30',
        '2025-02-29',
        '2025-13-01',
        '2025-99-99',
        '1899-12-31',
        '0000-01-01',
        '2025-9-1',
        '02025-09-01',
        '2025-09-011',
        'x2025-09-01',
        '2025-09-01T00:00:00Z',
        '2025-09',
        '2025',
        '+010000-01-01',
        'soon',
      ]) {
        expect(at(bad), bad).toEqual(['timeline.startDate: Start date must be a valid date.']);
      }
      // An empty date also fails the date check; the form shows the first message, 'required'.
      expect(at('', '2025-13-01')).toEqual([
        'timeline.startDate: Start date is required',
        'timeline.startDate: Start date must be a valid date.',
        'timeline.endDate: End date must be a valid date.',
      ]);
      expect(at(undefined, ' ')).toEqual([
        'timeline.startDate: Start date is required',
        'timeline.endDate: End date is required',
        'timeline.endDate: End date must be a valid date.',
      ]);
    });

    it('takes the milestones the spec’s client sends, within bounds, and nothing else', () => {
      const milestone = { name: 'Mixing', date: '2025-10-01', description: 'Mix the six tracks.', status: 'upcoming' };
      const withMilestones = (milestones: unknown[]) => messages((p) => ({ ...p, timeline: { ...p.timeline, milestones } }));
      expect(withMilestones([milestone, { name: 'Master', date: '2025-11-01', description: '' }])).toEqual([]);
      expect(withMilestones(Array.from({ length: 20 }, () => milestone))).toEqual([]);
      expect(withMilestones(Array.from({ length: 21 }, () => milestone))).toHaveLength(1);
      expect(
        withMilestones([
          { ...milestone, name: 'n'.repeat(200), date: 'd'.repeat(40), description: 'x'.repeat(1000), status: 's'.repeat(40) },
        ]),
      ).toEqual([]);
      expect(withMilestones([{ ...milestone, name: 'n'.repeat(201) }])).toHaveLength(1);
      expect(withMilestones([{ ...milestone, date: 'd'.repeat(41) }])).toHaveLength(1);
      expect(withMilestones([{ ...milestone, description: 'x'.repeat(1001) }])).toHaveLength(1);
      expect(withMilestones([{ ...milestone, status: 's'.repeat(41) }])).toHaveLength(1);
      expect(withMilestones([{ name: 'Mixing' }])).toHaveLength(2);
      expect(messages((p) => ({ ...p, timeline: { ...p.timeline, phase: 'beta' } }))).toHaveLength(1);
    });
  });

  describe('budget', () => {
    it('defaults a missing line to 0 and needs every line to be 0 or more dollars', () => {
      const withLine = (value: unknown) => messages((p) => ({ ...p, budget: { breakdown: { ...p.budget.breakdown, production: value } } }));
      expect(createProjectSchema.parse({ ...valid, budget: { breakdown: {} } }).budget).toEqual({
        breakdown: Object.fromEntries(createdBudgetKeys.map((key) => [key, 0])),
      });
      expect(withLine('0')).toEqual([]);
      expect(withLine(0.5)).toEqual([]);
      for (const value of ['-1', -0.01, '', '  ', 'lots', 'Infinity', null, [1]]) {
        expect(withLine(value), String(value)).toEqual([`budget.breakdown.production: ${VALID_NUMBER}`]);
      }
      for (const value of ['1.234', '1e3']) {
        expect(withLine(value), value).toEqual([`budget.breakdown.production: ${FORMAT}`]);
      }
    });

    it('accepts a total that is 0 or more, and no unknown lines', () => {
      expect(messages((p) => ({ ...p, budget: { ...p.budget, totalBudget: 0 } }))).toEqual([]);
      expect(messages((p) => ({ ...p, budget: { ...p.budget, totalBudget: -1 } }))).toEqual([`budget.totalBudget: ${VALID_NUMBER}`]);
      expect(messages((p) => ({ ...p, budget: { ...p.budget, totalBudget: '100' } }))).toEqual([`budget.totalBudget: ${VALID_NUMBER}`]);
      expect(messages((p) => ({ ...p, budget: { ...p.budget, breakdown: { ...p.budget.breakdown, catering: 10 } } }))).toHaveLength(1);
      expect(messages((p) => ({ ...p, budget: { ...p.budget, currency: 'EUR' } }))).toHaveLength(1);
    });
  });

  describe('files', () => {
    it('requires both file addresses, at most 500 characters', () => {
      expect(messages((p) => ({ ...p, demoSongUrl: ' ', projectImageUrl: undefined }))).toEqual([
        'demoSongUrl: Please upload a demo song to showcase your music.',
        'projectImageUrl: Please upload a project image or photo.',
      ]);
      expect(messages((p) => ({ ...p, demoSongUrl: `/${'s'.repeat(499)}` }))).toEqual([]);
      expect(messages((p) => ({ ...p, projectImageUrl: `/${'i'.repeat(500)}` }))).toEqual([
        'projectImageUrl: Please upload a project image or photo.',
      ]);
    });
  });

  it('refuses fields it does not know', () => {
    expect(messages((p) => ({ ...p, raisedAmount: '1000000.00' }))).toHaveLength(1);
  });
});

describe('createProjectFormSchema', () => {
  it('is the payload without the two file addresses, which are uploaded on submit', () => {
    const { demoSongUrl: _song, projectImageUrl: _image, ...form } = valid;
    expect(createProjectFormSchema.safeParse(form).success).toBe(true);
    expect(createProjectFormSchema.safeParse(valid).success).toBe(false);
    expect(createProjectFormSchema.safeParse({ ...form, title: '' }).success).toBe(false);
  });
});
