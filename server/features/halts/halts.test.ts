import { describe, expect, it } from 'vitest';
import { haltListSchema, PROJECTS_PAUSED, SIGNUPS_PAUSED, TRADING_HALTED } from '@common/schemas/staff';
import { buildApp } from '../../app';
import { limitOrder, placeOrder, tradableProject } from '../../test/market-fixtures';
import { expectLedgerClean, fundedInvestor } from '../../test/money-fixtures';
import { creatorWithProject } from '../../test/notification-fixtures';
import { enrolledStaff } from '../../test/staff-fixtures';
import { send, uniqueEmail, useTestApp } from '../../test/test-app';

const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });

const haltsInForce = async () => haltListSchema.parse((await send(context.app, { method: 'GET', url: '/api/halts' })).json()).halts;

describe('halts', () => {
  it('halt trading in one project with a reason: new orders 503 on every server, open orders stay and can be cancelled, lifted the same way', async () => {
    const admin = await enrolledStaff(context.app, context.database.db, ['admin']);
    const { project, holders } = await tradableProject(context.app, context.database.db, { holders: 1, shares: 20 });
    const [seller] = holders;
    const resting = await placeOrder(context.app, seller!, limitOrder(project.id, 'sell', 5, '12.00'));
    expect(resting.statusCode, resting.body).toBe(201);

    const halted = await send(context.app, {
      method: 'POST',
      url: '/api/operator/halts',
      cookie: admin.cookie,
      payload: { scope: 'trading', projectId: project.id, reason: 'Suspicious trading under review' },
    });
    expect(halted.statusCode).toBe(204);
    expect(await haltsInForce()).toEqual([
      { scope: 'trading', projectId: project.id, reason: 'Suspicious trading under review', haltedAt: expect.any(String) },
    ]);

    const buyer = await fundedInvestor(context.app, 500);
    const refused = await placeOrder(context.app, buyer, limitOrder(project.id, 'buy', 5, '12.00'));
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: TRADING_HALTED });
    // Another server over the same database answers the same at once: the halt is read from the database.
    const other = await buildApp({ config: context.config, database: context.database, clientFolder: null, logger: false });
    try {
      const elsewhere = await placeOrder(other, buyer, limitOrder(project.id, 'buy', 5, '12.00'));
      expect(elsewhere.statusCode).toBe(503);
    } finally {
      await other.close();
    }
    const cancelled = await send(context.app, {
      method: 'DELETE',
      url: `/api/market/orders/${resting.json().order.id}`,
      cookie: seller!.cookie,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const lifted = await send(context.app, {
      method: 'POST',
      url: '/api/operator/halts/lift',
      cookie: admin.cookie,
      payload: { scope: 'trading', projectId: project.id },
    });
    expect(lifted.statusCode).toBe(204);
    expect(await haltsInForce()).toEqual([]);
    expect((await placeOrder(context.app, buyer, limitOrder(project.id, 'buy', 5, '12.00'))).statusCode).toBe(201);
    const again = await send(context.app, {
      method: 'POST',
      url: '/api/operator/halts/lift',
      cookie: admin.cookie,
      payload: { scope: 'trading', projectId: project.id },
    });
    expect(again.statusCode).toBe(409);
    await expectLedgerClean(context.database.db);

    const audit = (
      await send(context.app, { method: 'GET', url: `/api/operator/audit?target=halt:trading:${project.id}`, cookie: admin.cookie })
    ).json();
    expect(audit.entries.map((entry: { action: string }) => entry.action)).toEqual(['halt.lift', 'halt.start']);
  });

  it('halt trading everywhere, pause sign-ups and new projects: each refused with its message until lifted', async () => {
    const admin = await enrolledStaff(context.app, context.database.db, ['admin']);
    const creator = await creatorWithProject(context.app, context.database.db);
    const { project, holders } = await tradableProject(context.app, context.database.db, { holders: 1, shares: 10 });
    const halt = (scope: string) =>
      send(context.app, {
        method: 'POST',
        url: '/api/operator/halts',
        cookie: admin.cookie,
        payload: { scope, reason: 'Maintenance window' },
      });
    const lift = (scope: string) =>
      send(context.app, { method: 'POST', url: '/api/operator/halts/lift', cookie: admin.cookie, payload: { scope } });
    for (const scope of ['trading', 'signups', 'projects']) expect((await halt(scope)).statusCode).toBe(204);

    expect((await placeOrder(context.app, holders[0]!, limitOrder(project.id, 'sell', 2, '12.00'))).json()).toEqual({
      message: TRADING_HALTED,
    });
    const signup = await send(context.app, {
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: uniqueEmail(), password: 'correct horse battery', firstName: 'New', lastName: 'Person', accountType: 'investor' },
    });
    expect(signup.statusCode).toBe(503);
    expect(signup.json()).toEqual({ message: SIGNUPS_PAUSED });
    const created = await send(context.app, { method: 'POST', url: '/api/projects', cookie: creator.cookie, payload: {} });
    expect(created.statusCode).toBe(503);
    expect(created.json()).toEqual({ message: PROJECTS_PAUSED });

    for (const scope of ['trading', 'signups', 'projects']) expect((await lift(scope)).statusCode).toBe(204);
    expect((await placeOrder(context.app, holders[0]!, limitOrder(project.id, 'sell', 2, '12.00'))).statusCode).toBe(201);
  });

  it('refuses a project on anything but trading', async () => {
    const admin = await enrolledStaff(context.app, context.database.db, ['admin']);
    const refused = await send(context.app, {
      method: 'POST',
      url: '/api/operator/halts',
      cookie: admin.cookie,
      payload: { scope: 'signups', projectId: 1, reason: 'Not per project' },
    });
    expect(refused.statusCode).toBe(400);
  });
});
