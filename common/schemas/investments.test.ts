import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import {
  closedInvestmentSchema,
  investmentFormSchema,
  investmentRequestSchema,
  investmentSchema,
  saleResultSchema,
  type InvestmentFormValues,
} from './investments';

const request = { projectId: 3, investorName: 'Ada Lovelace', investorEmail: 'ada@example.com', amount: '250', shares: 9 };
const messages = (change: Record<string, unknown>) =>
  investmentRequestSchema.safeParse({ ...request, ...change }).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

const PROJECT_ID = 'projectId: Choose a project to invest in: projectId must be a project id such as 3.';
const SHARES = 'shares: Shares must be a positive whole number.';

describe('investmentRequestSchema', () => {
  it('reads the invest form: amount in cents, names trimmed', () => {
    expect(
      investmentRequestSchema.parse({ ...request, investorName: ' Ada Lovelace ', investorEmail: ' ada@example.com ', amount: 250.5 }),
    ).toEqual({
      ...request,
      amount: 250_50,
    });
  });

  it('takes the project id as a number or as the digits of the /tour/{id} address', () => {
    expect(investmentRequestSchema.parse({ ...request, projectId: '42' }).projectId).toBe(42);
    expect(investmentRequestSchema.parse({ ...request, projectId: ' 7 ' }).projectId).toBe(7);
    expect(investmentRequestSchema.parse({ ...request, projectId: 1 }).projectId).toBe(1);
    expect(investmentRequestSchema.parse({ ...request, projectId: 2_147_483_647 }).projectId).toBe(2_147_483_647);
    expect(investmentRequestSchema.parse({ ...request, projectId: '2147483647' }).projectId).toBe(2_147_483_647);
  });

  it.each([0, -1, 1.5, 2_147_483_648, '0', '2147483648', '12345678901', '-3', '3.0', '3a', 'a3', '0x10', '1e3', '', ' ', null, true, {}])(
    'refuses the project id %j with the same message',
    (projectId) => {
      expect(messages({ projectId })).toEqual([PROJECT_ID]);
    },
  );

  it('requires a name of at most 200 characters', () => {
    expect(messages({ investorName: '  ' })).toEqual(['investorName: Please enter your name.']);
    expect(messages({ investorName: undefined })).toEqual(['investorName: Please enter your name.']);
    expect(messages({ investorName: 'N'.repeat(200) })).toBeUndefined();
    expect(messages({ investorName: 'N'.repeat(201) })).toEqual(['investorName: Names must be at most 200 characters.']);
  });

  it('requires an email address with an @, at most 254 characters', () => {
    const email = 'investorEmail: Please enter a valid email address.';
    expect(messages({ investorEmail: 'ada.example.com' })).toEqual([email]);
    expect(messages({ investorEmail: 42 })).toEqual([email]);
    expect(messages({ investorEmail: `${'a'.repeat(242)}@example.com` })).toBeUndefined();
    expect(messages({ investorEmail: `${'a'.repeat(243)}@example.com` })).toEqual([email]);
  });

  it('checks the amount like every other amount', () => {
    expect(messages({ amount: '-250' })).toEqual(['amount: Enter the amount in dollars with at most 2 decimals, such as 250 or 250.50.']);
  });

  it('takes the shares the investor saw: a positive whole number', () => {
    expect(investmentRequestSchema.parse({ ...request, shares: 1 }).shares).toBe(1);
    expect(investmentRequestSchema.parse({ ...request, shares: 2_147_483_647 }).shares).toBe(2_147_483_647);
    for (const shares of [0, -2, 1.5, '9', undefined]) expect(messages({ shares }), String(shares)).toEqual([SHARES]);
    expect(messages({ shares: 2_147_483_648 })).toEqual(['shares: That is more shares than any project has.']);
  });

  it('refuses a fee or any field it does not know: the server works them out', () => {
    expect(investmentRequestSchema.safeParse({ ...request, fee: '0.00' }).success).toBe(false);
  });
});

const investment = {
  id: 11,
  projectId: 3,
  investorName: 'Ada Lovelace',
  investorEmail: 'ada@example.com',
  amount: '250.00',
  fee: '12.50',
  shares: 9,
  reservedShares: 0,
  origin: 'campaign',
  returns: '3.25',
  currentValue: '245.75',
  payoutsReceived: '7.50',
  status: 'active',
  investmentDate: '2025-09-01T10:00:00.000Z',
  cancellableUntil: null,
  reconfirmBy: null,
  closedAt: null,
  project: {
    id: 3,
    title: 'Midnight Greenhouse EP',
    type: 'album',
    raisedAmount: '23760.00',
    fundingGoal: '24000.00',
    creator: { name: 'Nova Reyes' },
    timeline: { startDate: '2025-09-01', endDate: '2025-11-30' },
    status: 'funded',
  },
};

const sold = {
  ...investment,
  status: 'sold',
  closedAt: '2025-10-01T00:00:00.000Z',
  proceeds: '245.75',
  realizedReturns: '3.25',
  partialSale: false,
};

describe('investmentSchema and saleResultSchema', () => {
  it('answer every field of an investment and its project, and nothing else', () => {
    const withExtras = {
      ...investment,
      userId: 99,
      project: { ...investment.project, creatorId: 5, creator: { name: 'Nova Reyes', userId: 5 } },
    };
    expect(investmentSchema.parse(withExtras)).toEqual(investment);
    expect(
      saleResultSchema.parse({
        investment: { ...sold, extra: 1 },
        accountBalance: '1245.75',
        extra: 1,
      }),
    ).toEqual({
      investment: sold,
      accountBalance: '1245.75',
    });
  });

  it('know the five investment statuses, and a closed position only as sold, cancelled or refunded', () => {
    for (const status of ['pending', 'active', 'sold', 'cancelled', 'refunded'])
      expect(investmentSchema.safeParse({ ...investment, status }).success).toBe(true);
    expect(investmentSchema.safeParse({ ...investment, status: 'paused' }).success).toBe(false);
    expect(closedInvestmentSchema.safeParse({ ...sold, status: 'active' }).success).toBe(false);
    expect(closedInvestmentSchema.safeParse({ ...sold, closedAt: null }).success).toBe(false);
  });
});

describe('investmentFormSchema', () => {
  // $50 minimum, $20 a share, 12 shares left.
  const project = { id: 3, minInvestmentCents: cents(50_00), sharePriceCents: cents(20_00), availableShares: 12 };
  const form: InvestmentFormValues = { investorName: 'Ada Lovelace', investorEmail: 'ada@example.com', amount: '100' };
  /** Each field's first problem, in the order the issues come. */
  const problems = (change: Partial<InvestmentFormValues>, onProject = project) =>
    investmentFormSchema(onProject)
      .safeParse({ ...form, ...change })
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('reads the form into the payload the API takes: trimmed names, the amount in dollars and cents, the shares of the quote', () => {
    const payload = investmentFormSchema(project).parse({
      investorName: ' Ada Lovelace ',
      investorEmail: ' ada@example.com ',
      amount: '100',
    });
    // $100 less the 5% fee buys 4 shares at $20.
    expect(payload).toEqual({ projectId: 3, investorName: 'Ada Lovelace', investorEmail: 'ada@example.com', amount: '100.00', shares: 4 });
    expect(investmentRequestSchema.safeParse(payload).success).toBe(true);
  });

  it("reports the spec's checks in its order: name, email, then the amount", () => {
    expect(problems({ investorName: '   ', investorEmail: 'nope', amount: '' })).toEqual([
      'investorName: Please enter your name.',
      'investorEmail: Please enter a valid email address.',
      'amount: Minimum investment is $50.',
    ]);
    expect(problems({ investorEmail: ' ' })).toEqual(['investorEmail: Please enter a valid email address.']);
  });

  it('holds the amount to the minimum, also when it is empty, and to dollars and cents', () => {
    expect(problems({ amount: '49.99' })).toEqual(['amount: Minimum investment is $50.']);
    expect(problems({ amount: ' ' })).toEqual(['amount: Minimum investment is $50.']);
    expect(problems({ amount: '100.505' })).toEqual([
      'amount: Enter the amount in dollars with at most 2 decimals, such as 250 or 250.50.',
    ]);
    expect(problems({ amount: '1e3' })).toEqual(['amount: Enter the amount in dollars with at most 2 decimals, such as 250 or 250.50.']);
  });

  it('then to the shares available, then to at least one share', () => {
    // $1,000 less the 5% fee buys 47 shares at $20; only 12 are left.
    expect(problems({ amount: '1000' })).toEqual(['amount: Only 12 shares are available.']);
    expect(problems({ amount: '50' }, { ...project, sharePriceCents: cents(60_00) })).toEqual([
      'amount: Investment amount too small for any shares.',
    ]);
  });
});
