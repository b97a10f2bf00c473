import { centsToDecimal, type Cents } from '@common/money';
import type { CurrentUser } from '@common/schemas/auth';
import type { SessionUser } from '../../plugins/sessions';

/** The signed-in account with its cash balance, as sign-up, sign-in and the current-user read have it. */
export type AccountUser = SessionUser & { balanceCents: Cents };

/** The user as the API shows it: no password hash, balance as a decimal string. */
export function toCurrentUser(user: AccountUser): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    accountType: user.accountType,
    accountBalance: centsToDecimal(user.balanceCents),
    createdAt: user.createdAt.toISOString(),
  };
}
