import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { creators, ledgerPostings, ledgerTransfers } from '../../db/schema';
import { createProject, expectLedgerClean, fundedInvestor, investPayload } from '../../test/money-fixtures';
import { send, useTestApp } from '../../test/test-app';
import { closeCampaignNow } from '../campaigns';

/**
 * Where a funded campaign's money goes: the investors' escrow and the demo backers' raise both
 * reach the creator less the platform's 5%, in one transfer dated at the close and tied to the
 * project, so the creator's net and the platform's fee can be read back from the books. These
 * creators have no account: their money stays in their proceeds account.
 */
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });
afterEach(() => expectLedgerClean(context.database.db));

/** Each transfer of the project as [code, description, [account kind, amount]...], oldest first, with its date. */
async function projectTransfers(projectId: number) {
  const rows = await context.database.db
    .select({
      id: ledgerTransfers.id,
      code: ledgerTransfers.code,
      description: ledgerTransfers.description,
      investmentId: ledgerTransfers.investmentId,
      at: ledgerTransfers.createdAt,
      kind: ledgerPostings.accountKind,
      amount: ledgerPostings.amountCents,
    })
    .from(ledgerTransfers)
    .innerJoin(ledgerPostings, eq(ledgerPostings.transferId, ledgerTransfers.id))
    .where(eq(ledgerTransfers.projectId, projectId))
    .orderBy(asc(ledgerTransfers.id), asc(ledgerPostings.amountCents));
  const transfers = new Map<
    number,
    { code: string; description: string; investmentId: number | null; at: Date; postings: Array<[string, number]> }
  >();
  for (const row of rows) {
    const transfer = transfers.get(row.id) ?? {
      code: row.code,
      description: row.description,
      investmentId: row.investmentId,
      at: row.at,
      postings: [],
    };
    transfer.postings.push([row.kind, row.amount]);
    transfers.set(row.id, transfer);
  }
  return [...transfers.values()];
}

async function proceedsOf(creatorId: number): Promise<number> {
  const [creator] = await context.database.db.select({ proceeds: creators.proceedsCents }).from(creators).where(eq(creators.id, creatorId));
  return creator?.proceeds ?? -1;
}

describe('releasing a funded campaign', () => {
  it('pays the creator both raises less 5%, and the platform the fees, in one transfer at the close', async () => {
    // 100 shares ($1,000) bought by the demo backers; a $250 investment (fee $12.50) reaches the $1,100 goal.
    const project = await createProject(context.database.db, { availableShares: 900, fundingGoalCents: 1_100_00 });
    const { cookie } = await fundedInvestor(context.app, 1000);
    const invested = await send(context.app, {
      method: 'POST',
      url: '/api/investments',
      cookie,
      payload: investPayload(project.id, '250', 23),
    });
    expect(invested.statusCode).toBe(201);
    const closedAt = new Date(Date.now() + 1000);
    expect(await closeCampaignNow(context.database.db, project.id, closedAt)).toBe('funded');

    const transfers = await projectTransfers(project.id);
    expect(transfers.map(({ code, description, postings }) => [code, description, postings])).toEqual([
      [
        'investment_hold',
        '',
        [
          ['user_cash', -250_00],
          ['project_escrow', 250_00],
        ],
      ],
      [
        'release_to_creator',
        'Raised $1,250.00 · Platform fee $62.50 · Net $1,187.50',
        [
          ['sandbox', -1_000_00],
          ['project_escrow', -250_00],
          ['platform_fees', 62_50],
          ['creator_proceeds', 1_187_50],
        ],
      ],
    ]);
    expect(transfers[1]).toMatchObject({ at: closedAt, investmentId: null });
    expect(await proceedsOf(project.creatorId)).toBe(237_50 + 950_00);
  });

  it('rounds the fee on the demo raise to the cent', async () => {
    // 3 shares at $3.33: a $9.99 demo raise, whose 5% is 49.95 cents, posted as 50.
    const project = await createProject(context.database.db, {
      totalShares: 10,
      availableShares: 7,
      sharePriceCents: 3_33,
      fundingGoalCents: 9_99,
    });
    expect(await closeCampaignNow(context.database.db, project.id, new Date())).toBe('funded');
    const transfers = await projectTransfers(project.id);
    expect(transfers.map(({ code, postings }) => [code, postings])).toEqual([
      [
        'release_to_creator',
        [
          ['sandbox', -9_99],
          ['platform_fees', 50],
          ['creator_proceeds', 9_49],
        ],
      ],
    ]);
  });

  it('moves no escrow when the demo backers alone reached the goal', async () => {
    const project = await createProject(context.database.db, { availableShares: 900, fundingGoalCents: 1_000_00 });
    expect(await closeCampaignNow(context.database.db, project.id, new Date())).toBe('funded');
    const transfers = await projectTransfers(project.id);
    expect(transfers.map(({ code, postings }) => [code, postings])).toEqual([
      [
        'release_to_creator',
        [
          ['sandbox', -1_000_00],
          ['platform_fees', 50_00],
          ['creator_proceeds', 950_00],
        ],
      ],
    ]);
    expect(await proceedsOf(project.creatorId)).toBe(950_00);
  });
});

describe('refunding a failed campaign', () => {
  it("pays each investment back in full from the escrow, at the close, in a line of the investor's ledger", async () => {
    const project = await createProject(context.database.db);
    const { cookie } = await fundedInvestor(context.app, 1000);
    const invested = await send(context.app, {
      method: 'POST',
      url: '/api/investments',
      cookie,
      payload: investPayload(project.id, '250', 23),
    });
    const closedAt = new Date(Date.now() + 1000);
    expect(await closeCampaignNow(context.database.db, project.id, closedAt)).toBe('failed');
    const [, refund] = await projectTransfers(project.id);
    expect(refund).toEqual({
      code: 'failure_refund',
      description: '',
      investmentId: invested.json().id,
      at: closedAt,
      postings: [
        ['project_escrow', -250_00],
        ['user_cash', 250_00],
      ],
    });
    const [line] = (await send(context.app, { method: 'GET', url: '/api/ledger?limit=1', cookie })).json().items;
    expect(line).toMatchObject({
      code: 'failure_refund',
      amount: '250.00',
      balanceAfter: '1000.00',
      description: '',
      projectTitle: 'Test Project',
    });
  });
});
