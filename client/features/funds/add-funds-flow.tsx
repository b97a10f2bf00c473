import { decimalToCents } from '@common/money';
import type { CurrentUser } from '@common/schemas/auth';
import { AmountStep } from './amount-step';
import { PaymentStep } from './payment-step';
import { useAddFundsFlow } from './use-add-funds-flow';

export function AddFundsFlow({ user }: { user: CurrentUser }) {
  const flow = useAddFundsFlow();
  if (flow.step === 'payment' && flow.reviewedCents !== null) {
    return (
      <PaymentStep
        amountCents={flow.reviewedCents}
        cardholder={`${user.firstName} ${user.lastName}`}
        pending={flow.pending}
        done={flow.done}
        onChangeAmount={flow.changeAmount}
        onPay={flow.pay}
      />
    );
  }
  return (
    <AmountStep
      balanceCents={decimalToCents(user.accountBalance)}
      amountCents={flow.amountCents}
      customText={flow.customText}
      customInvalid={flow.customInvalid}
      onQuickAmount={flow.chooseQuickAmount}
      onCustomChange={flow.changeCustom}
      onProceed={flow.proceed}
    />
  );
}
