import { afterEach, describe, expect, it } from 'vitest';
import { cents, parseCents, quoteInvestment } from '@common/money';
import type { InvestorProfilePayload } from '@common/schemas/investor-profile';
import { closeCampaignNow } from '../campaigns';
import { addFunds, createProject, expectLedgerClean } from '../../test/money-fixtures';
import { FixedClock } from '../../test/test-clock';
import { send, signUpUser, useTestApp } from '../../test/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = new FixedClock();
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' }, { clock });
afterEach(() => expectLedgerClean(context.database.db));

const noProfile: InvestorProfilePayload = {
  dateOfBirth: null,
  annualIncome: null,
  netWorth: null,
  accredited: false,
  externalInvestments12m: null,
};

async function investor(profile: InvestorProfilePayload | null, dollars = 300_000): Promise<string> {
  const { cookie } = await signUpUser(context.app);
  await addFunds(context.app, cookie, dollars);
  if (profile) {
    const saved = await send(context.app, { method: 'PUT', url: '/api/investor-profile', cookie, payload: profile });
    expect(saved.statusCode).toBe(200);
  }
  return cookie;
}

/** A campaign open for 400 days at a cent a share, so any amount buys whole shares. */
const bigProject = () =>
  createProject(context.database.db, {
    sharePriceCents: 1,
    minInvestmentCents: 100_00,
    fundingGoalCents: 10_000_000_00,
    totalShares: 1_000_000_000,
    endDate: new Date(clock.now().getTime() + 400 * DAY_MS).toISOString().slice(0, 10),
  });

function invest(cookie: string, projectId: number, amount: string) {
  const shares = quoteInvestment(parseCents(amount) ?? cents(0), cents(1)).shares;
  const payload = { projectId, investorName: 'Form Name', investorEmail: 'form@example.test', amount, shares };
  return send(context.app, { method: 'POST', url: '/api/investments', cookie, payload });
}

const profileOf = async (cookie: string) => (await send(context.app, { method: 'GET', url: '/api/investor-profile', cookie })).json();

describe('the 12-month investment limit (decisions.md, Investment limits)', () => {
  it.each([
    ['no profile: the floor', null, '2500.00'],
    ['a profile with nothing given: the floor', noProfile, '2500.00'],
    ['5% of the greater below the floor: the floor', { ...noProfile, annualIncome: '40000', netWorth: '30000' }, '2500.00'],
    ['5% of income, just above the floor', { ...noProfile, annualIncome: '60000' }, '3000.00'],
    [
      'income a cent under $124,000, net worth far above: 5% of net worth',
      { ...noProfile, annualIncome: '123999.99', netWorth: '1000000' },
      '50000.00',
    ],
    ['net worth a cent under $124,000: 5% of income', { ...noProfile, annualIncome: '124000', netWorth: '123999.99' }, '6200.00'],
    ['both at $124,000: 10%', { ...noProfile, annualIncome: '124000', netWorth: '124000' }, '12400.00'],
    ['10% reaching the cap exactly', { ...noProfile, annualIncome: '1240000', netWorth: '500000' }, '124000.00'],
    ['10% above the cap: $124,000', { ...noProfile, annualIncome: '5000000', netWorth: '2000000' }, '124000.00'],
    ['accredited: no limit', { ...noProfile, accredited: true, annualIncome: '10' }, null],
  ] as const)('%s', async (_case, profile, limit) => {
    const cookie = await investor(profile, 0);
    const read = await profileOf(cookie);
    expect(read).toMatchObject({ limit, used12m: '0.00', remaining: limit, declared: profile !== null });
    expect(Date.parse(read.windowStartsAt)).toBe(clock.now().getTime() - 365 * DAY_MS);
  });

  it('takes an investment up to the limit and refuses a cent over it, naming the limit and what is left', async () => {
    const project = await bigProject();
    const floor = await investor(null);
    const over = await invest(floor, project.id, '2500.01');
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: 'This amount is over your investment limit of $2,500 for 12 months. You have $2,500 left.' });
    expect((await invest(floor, project.id, '2500')).statusCode).toBe(201);
    expect(await profileOf(floor)).toMatchObject({ used12m: '2500.00', remaining: '0.00' });
    expect((await invest(floor, project.id, '100')).json()).toEqual({
      message: 'This amount is over your investment limit of $2,500 for 12 months. You have $0 left.',
    });

    const capped = await investor({ ...noProfile, annualIncome: '5000000', netWorth: '5000000' }, 130_000);
    expect((await invest(capped, project.id, '124000.01')).statusCode).toBe(400);
    expect((await invest(capped, project.id, '124000')).statusCode).toBe(201);

    const accredited = await investor({ ...noProfile, accredited: true }, 130_000);
    expect((await invest(accredited, project.id, '125000')).statusCode).toBe(201);
    expect(await profileOf(accredited)).toMatchObject({ limit: null, remaining: null, used12m: '125000.00' });
  });

  it('counts what was declared elsewhere in the 12 months', async () => {
    const project = await bigProject();
    const cookie = await investor({ ...noProfile, externalInvestments12m: '2000' });
    expect(await profileOf(cookie)).toMatchObject({ used12m: '2000.00', remaining: '500.00' });
    expect((await invest(cookie, project.id, '500.01')).json()).toEqual({
      message: 'This amount is over your investment limit of $2,500 for 12 months. You have $500 left.',
    });
    expect((await invest(cookie, project.id, '500')).statusCode).toBe(201);
  });

  it('runs the spec checks and the balance check first', async () => {
    const project = await bigProject();
    const cookie = await investor(null, 3_000);
    expect((await invest(cookie, project.id, '2600')).json().message).toMatch(/^This amount is over your investment limit/);
    expect((await invest(cookie, project.id, '99')).json()).toEqual({ message: 'Minimum investment is $100.' });
    expect((await invest(cookie, project.id, '3000.01')).json()).toEqual({ message: 'Insufficient funds. Your balance is $3,000.00.' });
  });

  it('lets cancelled and refunded investments leave the count', async () => {
    const project = await bigProject();
    const cookie = await investor(null);
    const placed = await invest(cookie, project.id, '2000');
    expect(placed.statusCode).toBe(201);
    const cancelled = await send(context.app, { method: 'DELETE', url: `/api/investments/${placed.json().id}`, cookie });
    expect(cancelled.statusCode).toBe(200);
    expect(await profileOf(cookie)).toMatchObject({ used12m: '0.00', remaining: '2500.00' });

    const failing = await bigProject();
    expect((await invest(cookie, failing.id, '2500')).statusCode).toBe(201);
    expect(await profileOf(cookie)).toMatchObject({ remaining: '0.00' });
    expect(await closeCampaignNow(context.database.db, failing.id, clock.now())).toBe('failed');
    expect(await profileOf(cookie)).toMatchObject({ used12m: '0.00', remaining: '2500.00' });
  });

  it('forgets an investment 365 sandbox days after it was placed, not before', async () => {
    const start = clock.now();
    try {
      const project = await bigProject();
      const cookie = await investor(null);
      expect((await invest(cookie, project.id, '2000')).statusCode).toBe(201);
      clock.set(new Date(start.getTime() + 365 * DAY_MS));
      expect(await profileOf(cookie)).toMatchObject({ used12m: '2000.00', remaining: '500.00' });
      expect((await invest(cookie, project.id, '500.01')).statusCode).toBe(400);
      clock.set(new Date(start.getTime() + 365 * DAY_MS + 1));
      expect(await profileOf(cookie)).toMatchObject({ used12m: '0.00', remaining: '2500.00' });
      expect((await invest(cookie, project.id, '2500')).statusCode).toBe(201);
    } finally {
      clock.set(start);
    }
  });

  it('refuses someone under 18 on the sandbox date with 403, and takes them on their 18th birthday', async () => {
    const project = await bigProject();
    const today = clock.now().toISOString().slice(0, 10);
    const eighteenToday = `${Number(today.slice(0, 4)) - 18}${today.slice(4)}`;
    const tomorrow = new Date(clock.now().getTime() + DAY_MS).toISOString().slice(0, 10);
    const eighteenTomorrow = `${Number(tomorrow.slice(0, 4)) - 18}${tomorrow.slice(4)}`;
    const minor = await investor({ ...noProfile, dateOfBirth: eighteenTomorrow });
    const refused = await invest(minor, project.id, '100');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You must be 18 or older to invest.' });
    const adult = await investor({ ...noProfile, dateOfBirth: eighteenToday });
    expect((await invest(adult, project.id, '100')).statusCode).toBe(201);
  });

  it('refuses a malformed profile with the field named, and requires signing in', async () => {
    const cookie = await investor(null, 0);
    const bad = await send(context.app, {
      method: 'PUT',
      url: '/api/investor-profile',
      cookie,
      payload: { ...noProfile, dateOfBirth: '2001-13-45', netWorth: '-5' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await send(context.app, { method: 'GET', url: '/api/investor-profile' })).statusCode).toBe(401);
  });
});

describe('the investor count on GET /api/tours/{id}', () => {
  it('counts the accounts holding a pending or active investment, each once', async () => {
    const project = await bigProject();
    const count = async () => (await send(context.app, { method: 'GET', url: `/api/tours/${project.id}` })).json().investorCount;
    expect(await count()).toBe(0);
    const twice = await investor(null);
    expect((await invest(twice, project.id, '100')).statusCode).toBe(201);
    expect((await invest(twice, project.id, '200')).statusCode).toBe(201);
    const once = await investor(null);
    expect((await invest(once, project.id, '100')).statusCode).toBe(201);
    const gone = await investor(null);
    const placed = await invest(gone, project.id, '100');
    expect((await send(context.app, { method: 'DELETE', url: `/api/investments/${placed.json().id}`, cookie: gone })).statusCode).toBe(200);
    expect(await count()).toBe(2);
  });
});
