import { centsToDecimal, cents } from '@common/money';
import type { InvestorProfile, InvestorProfileUpdate } from '@common/schemas/investor-profile';
import { timeIn, type BusinessTime } from '../../clock';
import type { Database } from '../../db/client';
import { investorProfiles } from '../../db/schema-account';
import { limitStatus, type LimitStatus } from './limits';

const decimalOrNull = (amount: LimitStatus['limitCents']) => (amount === null ? null : centsToDecimal(amount));

export function toInvestorProfile(status: LimitStatus): InvestorProfile {
  return {
    declared: status.declared,
    dateOfBirth: status.dateOfBirth,
    annualIncome: decimalOrNull(status.annualIncomeCents),
    netWorth: decimalOrNull(status.netWorthCents),
    accredited: status.accredited,
    externalInvestments12m: centsToDecimal(status.externalInvestments12mCents),
    limit: decimalOrNull(status.limitCents),
    used12m: centsToDecimal(status.usedCents),
    remaining: decimalOrNull(status.remainingCents),
    windowStartsAt: status.windowStartsAt.toISOString(),
  };
}

/** The profile and the limit on the sandbox clock, read in one transaction. */
export function readInvestorProfile(db: Database, userId: number, time: BusinessTime): Promise<InvestorProfile> {
  return db.transaction(async (tx) => toInvestorProfile(await limitStatus(tx, userId, await timeIn(tx, time))));
}

/** Saves the whole profile (a field left empty is not given) and answers it with the limit it makes. */
export function saveInvestorProfile(
  db: Database,
  userId: number,
  update: InvestorProfileUpdate,
  time: BusinessTime,
): Promise<InvestorProfile> {
  return db.transaction(async (tx) => {
    const now = await timeIn(tx, time);
    const values = {
      dateOfBirth: update.dateOfBirth,
      annualIncomeCents: update.annualIncome,
      netWorthCents: update.netWorth,
      accredited: update.accredited,
      externalInvestments12mCents: update.externalInvestments12m ?? cents(0),
      updatedAt: now,
    };
    await tx
      .insert(investorProfiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: investorProfiles.userId, set: values });
    return toInvestorProfile(await limitStatus(tx, userId, now));
  });
}
