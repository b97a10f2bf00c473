import { describe, expect, it } from 'vitest';
import { suspensionSchema } from '@common/schemas/staff';
import { balanceOf, expectLedgerClean, findProjectRow, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { creatorWithProject, notificationsOf } from '../../test/notification-fixtures';
import { enrolledStaff } from '../../test/staff-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { ALREADY_ASKED, NOT_OPEN, SAME_ADMIN } from './suspensions';

const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });

describe('suspending a campaign takes two admins', () => {
  it('one asks with a reason, the same one cannot approve, another does: every pending investment refunded in full, the reason on the page, everyone told', async () => {
    const [asker, approver] = [
      await enrolledStaff(context.app, context.database.db, ['admin']),
      await enrolledStaff(context.app, context.database.db, ['admin']),
    ];
    const creator = await creatorWithProject(context.app, context.database.db, { fundingGoalCents: 10_000_00 });
    const projectId = creator.project.id;
    const backers = [await fundedInvestor(context.app, 1_000), await fundedInvestor(context.app, 1_000)];
    for (const [index, backer] of backers.entries()) {
      const invested = await send(context.app, {
        method: 'POST',
        url: '/api/investments',
        cookie: backer.cookie,
        payload: investPayload(projectId, index === 0 ? '105.00' : '210.00', index === 0 ? 9 : 19),
      });
      expect(invested.statusCode, invested.body).toBe(201);
    }
    expect(await Promise.all(backers.map((backer) => balanceOf(context.app, backer.cookie)))).toEqual(['895.00', '790.00']);

    const reason = 'The creator could not show the rights to the recordings.';
    const asked = await send(context.app, {
      method: 'POST',
      url: '/api/operator/suspensions',
      cookie: asker.cookie,
      payload: { projectId, reason },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = suspensionSchema.parse(asked.json());
    expect(request).toMatchObject({ projectId, reason, approvedBy: null, refunded: null });
    const twice = await send(context.app, {
      method: 'POST',
      url: '/api/operator/suspensions',
      cookie: approver.cookie,
      payload: { projectId, reason },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: ALREADY_ASKED });
    // Asked, not yet approved: the campaign is untouched.
    expect((await findProjectRow(context.database.db, projectId)).status).toBe('active');

    const byAsker = await send(context.app, {
      method: 'POST',
      url: `/api/operator/suspensions/${request.id}/approve`,
      cookie: asker.cookie,
    });
    expect(byAsker.statusCode).toBe(403);
    expect(byAsker.json()).toEqual({ message: SAME_ADMIN });
    expect((await findProjectRow(context.database.db, projectId)).status).toBe('active');

    const approved = await send(context.app, {
      method: 'POST',
      url: `/api/operator/suspensions/${request.id}/approve`,
      cookie: approver.cookie,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(suspensionSchema.parse(approved.json())).toMatchObject({ refunded: 2, approvedBy: { id: expect.any(Number) } });
    expect(await Promise.all(backers.map((backer) => balanceOf(context.app, backer.cookie)))).toEqual(['1000.00', '1000.00']);
    const row = await findProjectRow(context.database.db, projectId);
    expect(row).toMatchObject({ status: 'suspended', suspensionReason: reason, raisedCents: 0, escrowCents: 0 });
    const page = (await send(context.app, { method: 'GET', url: `/api/tours/${projectId}` })).json();
    expect(page).toMatchObject({ status: 'suspended', suspensionReason: reason });
    await expectLedgerClean(context.database.db);

    for (const person of [...backers, creator]) {
      const suspended = (await notificationsOf(context.app, person.cookie)).items.filter((notice) => notice.kind === 'campaign_suspended');
      expect(suspended).toHaveLength(1);
      expect(suspended[0]!.body).toContain(reason);
    }
    const investment = (await send(context.app, { method: 'GET', url: '/api/investments/history', cookie: backers[0]!.cookie })).json();
    expect(JSON.stringify(investment)).toContain('refunded');

    const again = await send(context.app, {
      method: 'POST',
      url: '/api/operator/suspensions',
      cookie: asker.cookie,
      payload: { projectId, reason },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: NOT_OPEN });
    const audit = (
      await send(context.app, { method: 'GET', url: `/api/operator/audit?target=project:${projectId}`, cookie: approver.cookie })
    ).json();
    expect(audit.entries.map((entry: { action: string; reason: string }) => [entry.action, entry.reason])).toEqual([
      ['campaign.suspend', reason],
      ['campaign.suspension_asked', reason],
    ]);
  });

  it('is an admin’s: a moderator asking is refused', async () => {
    const moderator = await enrolledStaff(context.app, context.database.db, ['moderator']);
    const refused = await send(context.app, {
      method: 'POST',
      url: '/api/operator/suspensions',
      cookie: moderator.cookie,
      payload: { projectId: 1, reason: 'Not mine to ask' },
    });
    expect(refused.statusCode).toBe(403);
  });
});
