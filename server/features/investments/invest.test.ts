import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { investmentSchema } from '@common/schemas/investments';
import { investments, users } from '../../db/schema';
import {
  balanceOf,
  createProject,
  expectLedgerClean,
  findProjectRow,
  fundedInvestor,
  investPayload,
  investmentPostings,
} from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';

const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });
afterEach(() => expectLedgerClean(context.database.db));

const invest = (cookie: string, payload: unknown) =>
  send(context.app, { method: 'POST', url: '/api/investments', cookie, payload: payload as object });

describe('POST /api/investments', () => {
  it('buys shares: recomputes fee and shares, debits the balance, updates the project and writes the ledger', async () => {
    const project = await createProject(context.database.db);
    const { cookie, email } = await fundedInvestor(context.app, 1000);
    // $250: fee $12.50, $237.50 buys 23 shares at $10.
    const response = await invest(cookie, investPayload(project.id, '250', 23));
    expect(response.statusCode).toBe(201);
    const body = investmentSchema.parse(response.json());
    expect(body).toMatchObject({
      projectId: project.id,
      investorName: 'Test Investor',
      investorEmail: email,
      amount: '250.00',
      fee: '12.50',
      shares: 23,
      returns: '0.00',
      currentValue: '250.00',
      status: 'pending',
      cancellableUntil: new Date(Date.parse(`${project.endDate}T00:00:00Z`) + 86_400_000 - 48 * 3_600_000).toISOString(),
      closedAt: null,
      project: {
        id: project.id,
        title: 'Test Project',
        type: 'album',
        raisedAmount: '250.00',
        fundingGoal: '10000.00',
        creator: { name: expect.stringMatching(/^Test Creator/) },
        timeline: { startDate: project.startDate, endDate: project.endDate },
      },
    });
    expect(Date.parse(body.investmentDate)).toBeGreaterThan(Date.now() - 60_000);
    expect(await balanceOf(context.app, cookie)).toBe('750.00');
    const after = await findProjectRow(context.database.db, project.id);
    expect(after.availableShares).toBe(977);
    expect(after.raisedCents).toBe(25000);
    expect(body.status).toBe('pending');
    expect((await findProjectRow(context.database.db, project.id)).escrowCents).toBe(25000);
    expect(await investmentPostings(context.database.db, body.id)).toEqual([
      ['investment_hold', 'user_cash', -25000],
      ['investment_hold', 'project_escrow', 25000],
    ]);
  });

  it('accepts a number amount and a projectId as the digits of the address', async () => {
    const project = await createProject(context.database.db);
    const { cookie } = await fundedInvestor(context.app, 1000);
    const response = await invest(cookie, investPayload(String(project.id) as unknown as number, 100.5, 9));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ amount: '100.50', fee: '5.03', shares: 9 });
  });

  describe("the spec's checks, in its order, with its messages", () => {
    /** The purchase takes the shares before the checks run: a refusal must roll that back, and record nothing. */
    async function expectUntouched(project: { id: number; availableShares: number; raisedCents: number; escrowCents: number }) {
      const now = await findProjectRow(context.database.db, project.id);
      expect({ availableShares: now.availableShares, raisedCents: now.raisedCents, escrowCents: now.escrowCents }).toEqual({
        availableShares: project.availableShares,
        raisedCents: project.raisedCents,
        escrowCents: project.escrowCents,
      });
      expect(await context.database.db.$count(investments, eq(investments.projectId, project.id))).toBe(0);
    }

    it.each([
      ['below the minimum', {}, '99.99', 9, 'Minimum investment is $100.'],
      ['below a minimum with cents', { minInvestmentCents: 25_50 }, '25.49', 2, 'Minimum investment is $25.50.'],
      ['below a four-figure minimum', { minInvestmentCents: 1_000_00 }, '999', 94, 'Minimum investment is $1,000.'],
      ['more shares than are left', { availableShares: 5 }, '100', 9, 'Only 5 shares are available.'],
      ['none left', { availableShares: 0 }, '100', 9, 'Only 0 shares are available.'],
      ['too small for a share', { minInvestmentCents: 10_00 }, '10', 0, 'Investment amount too small for any shares.'],
      ['the minimum before the shares', { availableShares: 0 }, '50', 4, 'Minimum investment is $100.'],
      // A zero amount used to reach the table's own check and answer 500.
      ['a zero amount', {}, '0', 0, 'Minimum investment is $100.'],
      ['a zero amount with cents', {}, '0.00', 0, 'Minimum investment is $100.'],
    ])('%s', async (_name, overrides, amount, shares, message) => {
      const project = await createProject(context.database.db, overrides);
      const { cookie } = await fundedInvestor(context.app, 2000);
      const response = await invest(cookie, investPayload(project.id, amount, Math.max(1, shares)));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      expect(await balanceOf(context.app, cookie)).toBe('2000.00');
      await expectUntouched(project);
    });

    it('refuses a share count that differs from what the amount buys now', async () => {
      const project = await createProject(context.database.db);
      const { cookie } = await fundedInvestor(context.app, 1000);
      for (const shares of [22, 24]) {
        const response = await invest(cookie, investPayload(project.id, '250', shares));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: 'The share price has changed: this amount now buys 23 shares. Please review and try again.',
        });
      }
      expect(await balanceOf(context.app, cookie)).toBe('1000.00');
      await expectUntouched(project);
    });

    it('checks the balance after the amount rules, naming the balance', async () => {
      const project = await createProject(context.database.db);
      const { cookie } = await fundedInvestor(context.app, 100);
      const belowMinimum = await invest(cookie, investPayload(project.id, '50', 4));
      expect(belowMinimum.json()).toEqual({ message: 'Minimum investment is $100.' });
      const tooMuch = await invest(cookie, investPayload(project.id, '100.01', 9));
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json()).toEqual({ message: 'Insufficient funds. Your balance is $100.00.' });
      await expectUntouched(project);
      const exact = await invest(cookie, investPayload(project.id, '100', 9));
      expect(exact.statusCode).toBe(201);
      expect(await balanceOf(context.app, cookie)).toBe('0.00');
    });

    it('answers 404 for a project that does not exist', async () => {
      const { cookie } = await fundedInvestor(context.app, 1000);
      const response = await invest(cookie, investPayload(2_000_000_000, '100', 9));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "The investment opportunity you're looking for doesn't exist." });
    });

    it('refuses a project past its end date but takes investments on the end date itself', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const ended = await createProject(context.database.db, { endDate: yesterday });
      const lastDay = await createProject(context.database.db, { endDate: today });
      const { cookie } = await fundedInvestor(context.app, 1000);
      const refused = await invest(cookie, investPayload(ended.id, '100', 9));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: 'This project has ended and no longer accepts investments.' });
      expect((await invest(cookie, investPayload(lastDay.id, '100', 9))).statusCode).toBe(201);
    });

    it('refuses a project that is not active', async () => {
      const paused = await createProject(context.database.db, { status: 'failed' });
      const { cookie } = await fundedInvestor(context.app, 1000);
      const response = await invest(cookie, investPayload(paused.id, '100', 9));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'This project is not open for investment.' });
    });

    it('checks name and email as the form does, but records the account’s', async () => {
      const project = await createProject(context.database.db);
      const { cookie } = await fundedInvestor(context.app, 1000);
      const noName = await invest(cookie, { ...investPayload(project.id, '100', 9), investorName: '  ' });
      expect(noName.json()).toEqual({ message: 'Please enter your name.' });
      const badEmail = await invest(cookie, { ...investPayload(project.id, '100', 9), investorEmail: 'nope' });
      expect(badEmail.json()).toEqual({ message: 'Please enter a valid email address.' });
      const ok = await invest(cookie, {
        ...investPayload(project.id, '100', 9),
        investorName: 'Someone Else',
        investorEmail: 'else@example.test',
      });
      expect(ok.json()).toMatchObject({ investorName: 'Test Investor', investorEmail: expect.not.stringMatching(/^else@/) });
    });
  });

  describe('bad input: a 400 with a clear message, nothing charged, nothing written', () => {
    const amountMessage = 'Enter the amount in dollars with at most 2 decimals, such as 250 or 250.50.';
    const sharesMessage = 'Shares must be a positive whole number.';
    const projectMessage = 'Choose a project to invest in: projectId must be a project id such as 3.';
    it.each([
      [{ amount: '1e400' }, amountMessage],
      [{ amount: '-5' }, amountMessage],
      [{ amount: -5 }, amountMessage],
      [{ amount: '12.345' }, amountMessage],
      [{ amount: 'abc' }, amountMessage],
      [{ amount: [1] }, amountMessage],
      [{ amount: null }, amountMessage],
      [{ amount: '9999999999999' }, amountMessage],
      [{ projectId: { id: 1 } }, projectMessage],
      [{ projectId: 'abc' }, projectMessage],
      [{ projectId: 0 }, projectMessage],
      [{ projectId: 1.5 }, projectMessage],
      [{ projectId: 2 ** 53 }, projectMessage],
      [{ shares: 0 }, sharesMessage],
      [{ shares: -1 }, sharesMessage],
      [{ shares: 1.5 }, sharesMessage],
      [{ shares: '9' }, sharesMessage],
      [{ shares: 2 ** 53 }, 'That is more shares than any project has.'],
      [{ investorName: 42 }, 'Please enter your name.'],
      [{ isAdmin: true }, expect.stringMatching(/isAdmin/)],
    ])('%j', async (override, message) => {
      const project = await createProject(context.database.db);
      const { cookie, email } = await fundedInvestor(context.app, 1000);
      const [user] = await context.database.db.select().from(users).where(eq(users.email, email));
      const response = await invest(cookie, { ...investPayload(project.id, '100', 9), ...override });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      expect(await balanceOf(context.app, cookie)).toBe('1000.00');
      expect(await context.database.db.$count(investments, eq(investments.userId, user?.id ?? 0))).toBe(0);
      expect((await findProjectRow(context.database.db, project.id)).availableShares).toBe(1000);
    });

    it('answers 401 when signed out, whatever the body', async () => {
      const project = await createProject(context.database.db);
      for (const payload of [investPayload(project.id, '100', 9), { amount: 'abc' }]) {
        const response = await invest('', payload);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Please sign in to continue.' });
      }
    });
  });
});
