import { asc, eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { cents } from '@common/money';
import { creators, ledgerPostings, ledgerTransfers } from '../../db/schema';
import { balanceOf, createProject, expectLedgerClean, findProjectRow, fundedInvestor, userIdOf } from '../../test/money-fixtures';
import { useTestApp } from '../../test/test-app';
import { creatorProceeds, investorPool, PLATFORM_FEES, projectEscrow, SANDBOX, userCash } from './accounts';
import { cachedBalance } from './balances';
import { postTransfer, postTransfers } from './post-transfers';

/**
 * The one door for money, at its edges: what `postTransfer` refuses, what it leaves out and
 * what it answers. Each refusal must leave the books and every balance as they were.
 */
const context = useTestApp({ SIGNUPS_PER_CLIENT: '1000' });
afterEach(() => expectLedgerClean(context.database.db));

const transferCount = () => context.database.db.$count(ledgerTransfers);

async function investor(dollars: number) {
  const { cookie, email } = await fundedInvestor(context.app, dollars);
  return { cookie, id: await userIdOf(context.database.db, email) };
}

describe('postTransfer refuses', () => {
  it('a transfer whose postings do not sum to zero, one with a single leg, and one that moves nothing', async () => {
    const { cookie, id } = await investor(100);
    const before = await transferCount();
    const attempts = [
      [
        { account: SANDBOX, amount: cents(-100_00) },
        { account: userCash(id), amount: cents(100_01) },
      ],
      [{ account: userCash(id), amount: cents(100_00) }],
      [
        { account: SANDBOX, amount: cents(0) },
        { account: userCash(id), amount: cents(0) },
      ],
    ];
    for (const postings of attempts) {
      await expect(context.database.db.transaction((tx) => postTransfer(tx, { code: 'deposit', postings }))).rejects.toThrow(
        /^unbalanced deposit transfer: /,
      );
    }
    expect(await transferCount()).toBe(before);
    expect(await balanceOf(context.app, cookie)).toBe('100.00');
  });

  it('a transfer to an account that does not exist, loudly, so the debit it already made rolls back', async () => {
    const { cookie, id } = await investor(100);
    const before = await transferCount();
    const postings = [
      { account: userCash(id), amount: cents(-10_00) },
      { account: projectEscrow(2_000_000_000), amount: cents(10_00) },
    ];
    await expect(context.database.db.transaction((tx) => postTransfer(tx, { code: 'investment_hold', postings }))).rejects.toThrow(
      'transfers moved 1 of 2 cached balances',
    );
    expect(await balanceOf(context.app, cookie)).toBe('100.00');
    expect(await transferCount()).toBe(before);
  });
});

describe('postTransfers with two cash legs (a buyer pays a seller)', () => {
  const trade = (buyer: number, seller: number, amount: number, creditFirst: boolean) => {
    const legs = [
      { account: userCash(buyer), amount: cents(-amount) },
      { account: userCash(seller), amount: cents(amount) },
    ];
    return { code: 'sale' as const, postings: creditFirst ? legs.reverse() : legs };
  };

  for (const creditFirst of [false, true]) {
    const order = creditFirst ? 'the credit listed first' : 'the debit listed first';
    it(`moves the cash when the buyer covers it, with ${order}`, async () => {
      const buyer = await investor(100);
      const seller = await investor(10);
      const posted = await context.database.db.transaction((tx) => postTransfers(tx, [trade(buyer.id, seller.id, 60_00, creditFirst)]));
      expect(posted?.cashBalances).toEqual(
        new Map([
          [buyer.id, 40_00],
          [seller.id, 70_00],
        ]),
      );
      expect(await balanceOf(context.app, buyer.cookie)).toBe('40.00');
      expect(await balanceOf(context.app, seller.cookie)).toBe('70.00');
    });

    it(`refuses cleanly when the buyer is short, with ${order}, and changes nothing`, async () => {
      const buyer = await investor(50);
      const seller = await investor(10);
      const before = await transferCount();
      const posted = await context.database.db.transaction((tx) => postTransfers(tx, [trade(buyer.id, seller.id, 50_01, creditFirst)]));
      expect(posted).toBeNull();
      expect(await transferCount()).toBe(before);
      expect(await balanceOf(context.app, buyer.cookie)).toBe('50.00');
      expect(await balanceOf(context.app, seller.cookie)).toBe('10.00');
    });
  }

  it('refuses the whole batch when one debited user is short, though the others are covered', async () => {
    const rich = await investor(100);
    const poor = await investor(10);
    const seller = await investor(0);
    const before = await transferCount();
    const posted = await context.database.db.transaction((tx) =>
      postTransfers(tx, [trade(rich.id, seller.id, 20_00, false), trade(poor.id, seller.id, 10_01, true)]),
    );
    expect(posted).toBeNull();
    expect(await transferCount()).toBe(before);
    for (const [who, balance] of [
      [rich, '100.00'],
      [poor, '10.00'],
      [seller, '0.00'],
    ] as const) {
      expect(await balanceOf(context.app, who.cookie)).toBe(balance);
    }
  });

  it('judges a user by their net movement in the batch: a credit earlier in the batch covers a later debit', async () => {
    const middle = await investor(0);
    const buyer = await investor(30);
    const seller = await investor(0);
    const posted = await context.database.db.transaction((tx) =>
      postTransfers(tx, [trade(buyer.id, middle.id, 30_00, false), trade(middle.id, seller.id, 30_00, true)]),
    );
    expect(posted?.transferIds).toHaveLength(2);
    expect(await balanceOf(context.app, middle.cookie)).toBe('0.00');
    expect(await balanceOf(context.app, seller.cookie)).toBe('30.00');
  });
});

describe('postTransfers posts many at once', () => {
  it('a thousand transfers in one call, their ids in the order given and every balance moved', async () => {
    const { cookie, id } = await investor(0);
    const transfers = Array.from({ length: 1000 }, (_, index) => ({
      code: 'deposit' as const,
      description: `deposit ${index}`,
      postings: [
        { account: SANDBOX, amount: cents(-(index + 1)) },
        { account: userCash(id), amount: cents(index + 1) },
      ],
    }));
    const posted = await context.database.db.transaction((tx) => postTransfers(tx, transfers));
    const ids = posted?.transferIds ?? [];
    expect(ids).toHaveLength(1000);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(posted?.cashBalances.get(id)).toBe(500_500);
    expect(await balanceOf(context.app, cookie)).toBe('5005.00');
    const [last] = await context.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, ids[999] ?? 0));
    expect(last?.description).toBe('deposit 999');
  });

  it('nothing for an empty list', async () => {
    const before = await transferCount();
    expect(await context.database.db.transaction((tx) => postTransfers(tx, []))).toEqual({ transferIds: [], cashBalances: new Map() });
    expect(await transferCount()).toBe(before);
  });
});

describe('postTransfer writes', () => {
  it('only the legs that move money, and answers the new cash balance', async () => {
    const { id } = await investor(0);
    const posted = await context.database.db.transaction((tx) =>
      postTransfer(tx, {
        code: 'deposit',
        postings: [
          { account: SANDBOX, amount: cents(-50_00) },
          { account: PLATFORM_FEES, amount: cents(0) },
          { account: userCash(id), amount: cents(50_00) },
        ],
      }),
    );
    expect(posted?.cashBalance).toBe(50_00);
    const legs = await context.database.db
      .select({ kind: ledgerPostings.accountKind, amount: ledgerPostings.amountCents })
      .from(ledgerPostings)
      .where(eq(ledgerPostings.transferId, posted?.transferId ?? 0));
    expect(legs.sort((a, b) => a.amount - b.amount)).toEqual([
      { kind: 'sandbox', amount: -50_00 },
      { kind: 'user_cash', amount: 50_00 },
    ]);
    const [transfer] = await context.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, posted?.transferId ?? 0));
    // No description given: an empty one (the client names the line from its code), no project, no investment.
    expect(transfer).toMatchObject({ code: 'deposit', description: '', projectId: null, investmentId: null });
  });

  it('between the platform accounts alone, with no cash balance to answer', async () => {
    const posted = await context.database.db.transaction((tx) =>
      postTransfer(tx, {
        code: 'platform_fee',
        description: 'A test fee',
        postings: [
          { account: SANDBOX, amount: cents(-1_00) },
          { account: PLATFORM_FEES, amount: cents(1_00) },
        ],
      }),
    );
    expect(posted).toEqual({ transferId: expect.any(Number), cashBalance: null });
    const [transfer] = await context.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.id, posted?.transferId ?? 0));
    expect(transfer?.description).toBe('A test fee');
  });
});

describe('postTransfers, each kind of account', () => {
  const proceedsOf = async (creatorId: number) => {
    const [creator] = await context.database.db
      .select({ proceeds: creators.proceedsCents })
      .from(creators)
      .where(eq(creators.id, creatorId));
    return creator?.proceeds;
  };

  it("moves cash, escrow and proceeds on their owners' rows by each account's net, the platform's accounts and the pool in postings only, every leg in the order given", async () => {
    const { cookie, id } = await investor(100);
    const project = await createProject(context.database.db);
    // The books' own checks hold afterwards: the escrow holds no pending investment and the pool is paid out.
    const transfers = [
      {
        code: 'investment_hold' as const,
        projectId: project.id,
        postings: [
          { account: userCash(id), amount: cents(-60_00) },
          { account: projectEscrow(project.id), amount: cents(60_00) },
        ],
      },
      {
        code: 'release_to_creator' as const,
        projectId: project.id,
        postings: [
          { account: projectEscrow(project.id), amount: cents(-60_00) },
          { account: creatorProceeds(project.creatorId), amount: cents(57_00) },
          { account: PLATFORM_FEES, amount: cents(3_00) },
        ],
      },
      {
        code: 'revenue' as const,
        projectId: project.id,
        postings: [
          { account: SANDBOX, amount: cents(-8_00) },
          { account: investorPool(project.id), amount: cents(8_00) },
        ],
      },
      {
        code: 'payout' as const,
        projectId: project.id,
        postings: [
          { account: investorPool(project.id), amount: cents(-8_00) },
          { account: userCash(id), amount: cents(8_00) },
        ],
      },
    ];
    const posted = await context.database.db.transaction((tx) => postTransfers(tx, transfers));
    // Only cash is answered: the other balances are read from their rows.
    expect(posted?.cashBalances).toEqual(new Map([[id, 48_00]]));
    expect(await balanceOf(context.app, cookie)).toBe('48.00');
    expect((await findProjectRow(context.database.db, project.id)).escrowCents).toBe(0);
    expect(await proceedsOf(project.creatorId)).toBe(57_00);
    const rows = await context.database.db
      .select({ transferId: ledgerPostings.transferId, kind: ledgerPostings.accountKind, amount: ledgerPostings.amountCents })
      .from(ledgerPostings)
      .where(inArray(ledgerPostings.transferId, posted?.transferIds ?? []))
      .orderBy(asc(ledgerPostings.id));
    // Every posting as given, transfer by transfer and leg by leg, each under its own transfer.
    expect(rows.map(({ kind, amount }) => [kind, amount])).toEqual(
      transfers.flatMap((transfer) => transfer.postings.map((posting) => [posting.account.kind, posting.amount])),
    );
    expect(rows.map((row) => row.transferId)).toEqual(
      transfers.flatMap((transfer, index) => transfer.postings.map(() => posted?.transferIds[index])),
    );
  });

  it("refuses to take an escrow or proceeds account below zero (its row's check, as no cash gate covers them), writing nothing", async () => {
    const project = await createProject(context.database.db);
    const before = await transferCount();
    for (const [account, to] of [
      [projectEscrow(project.id), creatorProceeds(project.creatorId)],
      [creatorProceeds(project.creatorId), PLATFORM_FEES],
    ] as const) {
      await expect(
        context.database.db.transaction((tx) =>
          postTransfers(tx, [
            {
              code: 'release_to_creator',
              postings: [
                { account, amount: cents(-1) },
                { account: to, amount: cents(1) },
              ],
            },
          ]),
        ),
      ).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/violates check constraint "(projects_escrow|creators_proceeds)_non_negative"/) },
      });
    }
    expect(await transferCount()).toBe(before);
    expect((await findProjectRow(context.database.db, project.id)).escrowCents).toBe(0);
    expect(await proceedsOf(project.creatorId)).toBe(0);
  });
});

describe('cachedBalance', () => {
  it("reads an account's cached balance, 0 when no row holds it, and refuses an account that has none", async () => {
    const { id } = await investor(250);
    await context.database.db.transaction(async (tx) => {
      expect(await cachedBalance(tx, userCash(id))).toBe(250_00);
      expect(await cachedBalance(tx, userCash(2_000_000_000))).toBe(0);
      await expect(cachedBalance(tx, SANDBOX)).rejects.toThrow('sandbox has no cached balance');
    });
  });
});
