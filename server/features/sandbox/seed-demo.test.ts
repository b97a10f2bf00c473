import { describe, expect, it } from 'vitest';
import { creators, projects } from '../../db/schema';
import { createTestDatabase } from '../../test/test-database';
import { seedDemoData } from './seed-demo';

describe('demo data seeding', () => {
  it('is idempotent: seeding again changes nothing', async () => {
    const { database, close } = await createTestDatabase();
    try {
      const before = await database.db.select().from(projects).orderBy(projects.id);
      const creatorCount = await database.db.$count(creators);
      await seedDemoData(database.db, new Date(Date.now() + 86_400_000 * 30));
      expect(await database.db.select().from(projects).orderBy(projects.id)).toEqual(before);
      expect(await database.db.$count(creators)).toBe(creatorCount);
    } finally {
      await close();
    }
  });

  it('keeps shares and raised amounts consistent in every demo project', async () => {
    const { database, close } = await createTestDatabase();
    try {
      for (const project of await database.db.select().from(projects)) {
        expect(project.availableShares).toBeGreaterThanOrEqual(0);
        expect(project.raisedCents).toBe(project.demoRaisedCents);
        expect(project.raisedCents).toBe((project.totalShares - project.availableShares) * project.sharePriceCents);
        expect(project.budgetTotalCents).toBe(Object.values(project.budgetBreakdown).reduce((sum, cents) => sum + cents, 0));
      }
    } finally {
      await close();
    }
  });
});
