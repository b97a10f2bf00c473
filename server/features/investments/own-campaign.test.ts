import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema';
import { addFunds, balanceOf, cashLines, expectLedgerClean, findProjectRow, investPayload } from '../../test/money-fixtures';
import { creatorWithProject } from '../../test/notification-fixtures';
import { send, useTestApp } from '../../test/test-app';

const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });
afterEach(() => expectLedgerClean(context.database.db));

describe('a creator and their own campaign', () => {
  it('answers 403 and changes nothing when a creator invests in their own campaign, open or closed', async () => {
    const { cookie, userId, project } = await creatorWithProject(context.app, context.database.db);
    await addFunds(context.app, cookie, 500);
    const invest = () =>
      send(context.app, { method: 'POST', url: '/api/investments', cookie, payload: investPayload(project.id, '200', 19) });

    const refused = await invest();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: "Creators can't invest in their own campaigns." });
    expect(await balanceOf(context.app, cookie)).toBe('500.00');
    expect(await cashLines(context.database.db, userId)).toEqual([['deposit', 500_00]]);
    expect(await findProjectRow(context.database.db, project.id)).toMatchObject({ availableShares: 1000, raisedCents: 0, escrowCents: 0 });

    // When the purchase takes no shares (the campaign has ended), the reason given is still who is asking.
    await context.database.db.update(projects).set({ endDate: '2020-01-01' }).where(eq(projects.id, project.id));
    const ended = await invest();
    expect(ended.statusCode).toBe(403);
    expect(ended.json()).toEqual({ message: "Creators can't invest in their own campaigns." });
  });
});
