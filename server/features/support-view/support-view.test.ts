import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STAFF_FORBIDDEN } from '@common/rules/staff';
import { accountSearchSchema, supportViewSchema } from '@common/schemas/operator-views';
import { auditPageSchema } from '@common/schemas/staff';
import { limitOrder, placeOrder, tradableProject } from '../../test/market-fixtures';
import { createProject, investPayload, userIdOf } from '../../test/money-fixtures';
import { notificationsOf } from '../../test/notification-fixtures';
import { enrolledStaff } from '../../test/staff-fixtures';
import { send, signUpUser, useTestApp } from '../../test/test-app';
import { NO_ACCOUNT_WITH_ID } from './routes';

const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });

const search = (cookie: string, query: string) =>
  send(context.app, { method: 'GET', url: `/api/operator/support/accounts?query=${encodeURIComponent(query)}`, cookie });

const openView = (cookie: string, id: number | string, payload: object) =>
  send(context.app, { method: 'POST', url: `/api/operator/support/accounts/${id}/view`, cookie, payload });

const supportViews = async () => {
  const { rows } = await context.database.db.execute<{ count: number }>(
    sql`select count(*)::int as count from audit_log where action = 'support.view'`,
  );
  return Number(rows[0]?.count);
};

describe('Support finds an account', () => {
  it('by its exact email in any case and by its id, with who it is and no money', async () => {
    const support = await enrolledStaff(context.app, context.database.db, ['support']);
    const investor = await signUpUser(context.app, { firstName: 'Robin', lastName: 'Backer' });
    const id = await userIdOf(context.database.db, investor.email);

    const byEmail = await search(support.cookie, `  ${investor.email.toUpperCase()} `);
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(accountSearchSchema.parse(byEmail.json())).toEqual({
      accounts: [{ id, email: investor.email, name: 'Robin Backer', accountType: 'investor', createdAt: expect.any(String) }],
    });
    expect(byEmail.json().accounts[0]).not.toHaveProperty('balance');
    expect((await search(support.cookie, String(id))).json()).toEqual(byEmail.json());
    expect((await search(support.cookie, 'nobody@example.test')).json()).toEqual({ accounts: [] });
    expect((await search(support.cookie, '999999')).json()).toEqual({ accounts: [] });
    expect((await search(support.cookie, ' ')).statusCode).toBe(400);
  });
});

describe("Support's view of an account", () => {
  it('shows the figures the account itself sees, and audits the view with its reason', async () => {
    const { db } = context.database;
    const support = await enrolledStaff(context.app, db, ['support']);
    const admin = await enrolledStaff(context.app, db, ['admin']);
    // A holding of a tradable project with a sell and a buy order open, and a pending investment in an open campaign.
    const { project: tradable, holders } = await tradableProject(context.app, db, { holders: 1, shares: 5 });
    const [holder] = holders;
    if (!holder) throw new Error('no holder');
    expect((await placeOrder(context.app, holder, limitOrder(tradable.id, 'sell', 2, '11.00'))).statusCode).toBe(201);
    expect((await placeOrder(context.app, holder, limitOrder(tradable.id, 'buy', 3, '9.00'))).statusCode).toBe(201);
    const open = await createProject(db);
    const pending = await send(context.app, {
      method: 'POST',
      url: '/api/investments',
      cookie: holder.cookie,
      payload: investPayload(open.id, '100.00', 9),
    });
    expect(pending.statusCode, pending.body).toBe(201);
    // A second sign-in: two open sessions (signUpUser's password).
    const login = await send(context.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: holder.email, password: 'correct horse battery' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const userId = await userIdOf(db, holder.email);
    const own = async (url: string) => (await send(context.app, { method: 'GET', url, cookie: holder.cookie })).json();
    const summaryBefore = await own('/api/portfolio/summary');
    const viewsBefore = await supportViews();

    const response = await openView(support.cookie, userId, { reason: '  Ticket 4711: the investor asks about a missing order.  ' });
    expect(response.statusCode, response.body).toBe(200);
    const view = supportViewSchema.parse(response.json());

    expect(view.account).toEqual((await search(support.cookie, holder.email)).json().accounts[0]);
    expect(view.balances).toEqual(summaryBefore);
    expect(view.balances.reservedForOrders).toBe('27.00');
    const investments = (await own('/api/investments')) as Array<Record<string, unknown>>;
    expect(
      view.investments.map(({ id, projectId, shares, amount, status, origin }) => ({ id, projectId, shares, amount, status, origin })),
    ).toEqual(
      investments
        .map(({ id, projectId, shares, amount, status, origin }) => ({ id, projectId, shares, amount, status, origin }))
        .sort((a, b) => Number(b.id) - Number(a.id)),
    );
    expect(view.investments.map((investment) => [investment.projectTitle, investment.status])).toEqual([
      [open.title, 'pending'],
      [tradable.title, 'active'],
    ]);
    const orders = (await own('/api/market/orders?status=open')).items as Array<Record<string, unknown>>;
    expect(
      view.openOrders.map(({ id, side, shares, filledShares, limitPrice }) => ({ id, side, shares, filledShares, limitPrice })),
    ).toEqual(orders.map(({ id, side, shares, filledShares, limitPrice }) => ({ id, side, shares, filledShares, limitPrice })));
    expect(view.openOrders.map((order) => [order.side, order.reserved])).toEqual([
      ['buy', '27.00'],
      ['sell', '0.00'],
    ]);
    const profile = await own('/api/investor-profile');
    expect(view.limit).toMatchObject({
      declared: profile.declared,
      accredited: profile.accredited,
      limit: profile.limit,
      used12m: profile.used12m,
      remaining: profile.remaining,
    });
    expect(Math.abs(Date.parse(view.limit.windowStartsAt) - Date.parse(profile.windowStartsAt))).toBeLessThan(60_000);
    const { items: notices } = await notificationsOf(context.app, holder.cookie);
    expect(notices.length).toBeGreaterThan(0);
    expect(view.notices).toEqual(
      notices
        .slice(0, 20)
        .map((notice) => ({ kind: notice.kind, title: notice.title, createdAt: notice.createdAt, read: notice.readAt !== null })),
    );
    expect(view.sessions).toEqual({ count: 2, lastSeenAt: expect.any(String) });
    expect(response.body).not.toMatch(/token/i);

    // It changed nothing of the account's, and wrote the one audit row, with the reason trimmed.
    expect(await own('/api/portfolio/summary')).toEqual(summaryBefore);
    expect(await supportViews()).toBe(viewsBefore + 1);
    const audit = auditPageSchema.parse(
      (await send(context.app, { method: 'GET', url: `/api/operator/audit?target=user:${userId}`, cookie: admin.cookie })).json(),
    );
    expect(audit.entries.map(({ staffId, roles, action, reason }) => ({ staffId, roles, action, reason }))).toEqual([
      {
        staffId: await userIdOf(db, support.email),
        roles: ['support'],
        action: 'support.view',
        reason: 'Ticket 4711: the investor asks about a missing order.',
      },
    ]);
  });

  it('refuses a view without a reason of 3 to 500 characters, and an unknown account, writing no audit row', async () => {
    const support = await enrolledStaff(context.app, context.database.db, ['support']);
    const { email } = await signUpUser(context.app);
    const userId = await userIdOf(context.database.db, email);
    const viewsBefore = await supportViews();

    for (const payload of [{}, { reason: '  ok  ' }, { reason: 'x'.repeat(501) }, { reason: 42 }]) {
      const refused = await openView(support.cookie, userId, payload);
      expect([refused.statusCode, refused.json()], JSON.stringify(payload)).toEqual([
        400,
        { message: 'Give a reason of 3 to 500 characters.' },
      ]);
    }
    for (const id of [999_999, 'someone']) {
      const unknown = await openView(support.cookie, id, { reason: 'Checking a ticket.' });
      expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: NO_ACCOUNT_WITH_ID }]);
    }
    expect(await supportViews()).toBe(viewsBefore);
  });

  it('is closed to a moderator: 403 for the search and the view', async () => {
    const moderator = await enrolledStaff(context.app, context.database.db, ['moderator']);
    const { email } = await signUpUser(context.app);
    const userId = await userIdOf(context.database.db, email);
    for (const response of [await search(moderator.cookie, email), await openView(moderator.cookie, userId, { reason: 'Just looking.' })]) {
      expect([response.statusCode, response.json()]).toEqual([403, { message: STAFF_FORBIDDEN }]);
    }
  });
});
