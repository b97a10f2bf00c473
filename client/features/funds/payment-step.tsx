import { useEffect, useRef, type FormEvent } from 'react';
import { ArrowLeft, Lock } from 'lucide-react';
import { formatCentsAsUsd, type Cents } from '@common/money';
import { FocusedResult } from '@/components/focused-result';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DemoCard } from './demo-card';
import { TrustBadges } from './trust-badges';

interface PaymentStepProps {
  amountCents: Cents;
  cardholder: string;
  pending: boolean;
  done: boolean;
  onChangeAmount: () => void;
  onPay: () => void;
}

/** Step 'payment': the demo card and the one button that adds the virtual money. */
export function PaymentStep({ amountCents, cardholder, pending, done, onChangeAmount, onPay }: PaymentStepProps) {
  const amount = formatCentsAsUsd(amountCents);
  const heading = useRef<HTMLHeadingElement>(null);
  // The step replaces the page's content: take keyboard and screen reader users to its start.
  useEffect(() => heading.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPay();
  };
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card className="p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 ref={heading} tabIndex={-1} className="scroll-mt-24 text-xl font-bold outline-none">
              Complete Your Payment
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Adding <strong className="text-foreground">{amount}</strong> of virtual money to your sandbox balance.
            </p>
          </div>
          <Button variant="outline" size="sm" onClick={onChangeAmount} disabled={pending || done}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            Change Amount
          </Button>
        </div>
        <form noValidate onSubmit={submit} className="mt-6 grid grid-cols-1 gap-6">
          <DemoCard cardholder={cardholder} />
          <Button type="submit" size="lg" disabled={pending || done} className="w-full">
            <Lock className="h-4 w-4" aria-hidden />
            {pending ? 'Processing...' : done ? 'Funds Added. Redirecting...' : `Add ${amount} (Demo)`}
          </Button>
          {done ? <FocusedResult testId="add-funds-result" title="Deposit complete" description="Taking you to your dashboard." /> : null}
          <p className="text-center text-xs text-muted-foreground">Sandbox demo: no real payment is processed.</p>
        </form>
      </Card>
      <TrustBadges />
    </div>
  );
}
