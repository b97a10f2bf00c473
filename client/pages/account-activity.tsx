import { SignedInPageFrame } from '@/components/signed-in-page-frame';
import { useCurrentUser } from '@/features/auth';
import { AccountActivity } from '@/features/ledger';

/** /account-activity: every movement of the signed-in user's sandbox money, reached from the dashboard. */
export default function AccountActivityPage() {
  const { user, isLoading } = useCurrentUser();
  return (
    <SignedInPageFrame
      title="Account Activity"
      description="Every dollar of your sandbox balance explained: money added, held in escrow, refunded, sold and paid out. No real money moves."
      signedOutDescription="Please sign in to see your account activity."
      user={user}
      isLoading={isLoading}
    >
      {(signedIn) => <AccountActivity user={signedIn} />}
    </SignedInPageFrame>
  );
}
