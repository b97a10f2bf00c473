import { SignedInPageFrame } from '@/components/signed-in-page-frame';
import { useCurrentUser } from '@/features/auth';
import { Statements } from '@/features/statements';

/** /statements: the signed-in account's yearly statements, reached from the dashboard beside Account Activity and the payout statements. */
export default function StatementsPage() {
  const { user, isLoading } = useCurrentUser();
  return (
    <SignedInPageFrame
      title="Statements"
      description="Each sandbox year of your account on one page: what came in, what went out and what you sold, adding up to your balance at the year’s end. Download any year as CSV or PDF. Virtual money: not a tax document."
      signedOutDescription="Please sign in to see your statements."
      user={user}
      isLoading={isLoading}
    >
      {() => <Statements />}
    </SignedInPageFrame>
  );
}
