import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { balanceOf, createProject, expectLedgerClean, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { send, sessionCookie, useTestApp } from '../../test/test-app';

const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });
afterEach(() => expectLedgerClean(context.database.db));

const invest = (cookie: string, payload: object) => send(context.app, { method: 'POST', url: '/api/investments', cookie, payload });

describe('POST /api/investments, details the investor reads', () => {
  it('says "1 share", not "1 shares", when the amount now buys one', async () => {
    // $11 at a $10 minimum: fee $0.55, $10.45 buys 1 share at $10.
    const project = await createProject(context.database.db, { minInvestmentCents: 10_00 });
    const { cookie } = await fundedInvestor(context.app, 100);
    const response = await invest(cookie, investPayload(project.id, '11', 2));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The share price has changed: this amount now buys 1 share. Please review and try again.' });
    expect(await balanceOf(context.app, cookie)).toBe('100.00');
    expect((await invest(cookie, investPayload(project.id, '11', 1))).json()).toMatchObject({ amount: '11.00', shares: 1 });
  });

  it("records the account's name without a stray space, and the form's name only when the account has none", async () => {
    const project = await createProject(context.database.db);
    const { cookie, email } = await fundedInvestor(context.app, 1000);
    const byEmail = eq(users.email, email);

    // Names are only set at sign-up. Edited here in the database, they count from the next sign-in:
    // a session keeps its copy of the account for up to a second (plugins/session-cache.ts).
    const signIn = async () =>
      sessionCookie(
        await send(context.app, { method: 'POST', url: '/api/auth/login', cookie, payload: { email, password: 'correct horse battery' } }),
      );
    await context.database.db.update(users).set({ lastName: '' }).where(byEmail);
    const lastNameless = await signIn();
    expect((await invest(lastNameless, investPayload(project.id, '100', 9))).json()).toMatchObject({ investorName: 'Test' });

    await context.database.db.update(users).set({ firstName: '', lastName: '' }).where(byEmail);
    expect((await invest(await signIn(), investPayload(project.id, '100', 9))).json()).toMatchObject({ investorName: 'Form Name' });
  });

  it('refuses a closed project for what it is, before the amount rules and the balance', async () => {
    const paused = await createProject(context.database.db, { status: 'failed' });
    const ended = await createProject(context.database.db, { endDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10) });
    const { cookie } = await fundedInvestor(context.app, 0);
    // Without a cent to spend and below the minimum, the investor still learns the project is closed.
    expect((await invest(cookie, investPayload(paused.id, '100', 9))).json()).toEqual({
      message: 'This project is not open for investment.',
    });
    expect((await invest(cookie, investPayload(ended.id, '50', 4))).json()).toEqual({
      message: 'This project has ended and no longer accepts investments.',
    });
    expect(await balanceOf(context.app, cookie)).toBe('0.00');
  });

  it('shows a project type the API does not know as "other"', async () => {
    const project = await createProject(context.database.db, { type: 'hologram_show' });
    const { cookie } = await fundedInvestor(context.app, 1000);
    const response = await invest(cookie, investPayload(project.id, '100', 9));
    expect(response.statusCode).toBe(201);
    expect(response.json().project.type).toBe('other');
    const [listed] = (await send(context.app, { method: 'GET', url: '/api/investments', cookie })).json() as Array<{
      project: { type: string };
    }>;
    expect(listed?.project.type).toBe('other');
  });
});
