import { CreditCard, FlaskConical } from 'lucide-react';
import { Field } from '@/components/ui/field';

/** The test card every sandbox deposit uses: shown, read-only, and never sent anywhere. */
const TEST_CARD_NUMBER = '4242 4242 4242 4242';
const TEST_CVC = '123';

/** December, three years ahead: always a future expiry. */
function futureExpiry(today = new Date()): string {
  return `12/${String((today.getFullYear() + 3) % 100).padStart(2, '0')}`;
}

export function DemoCard({ cardholder }: { cardholder: string }) {
  return (
    <fieldset className="rounded-2xl border border-dashed border-accent/60 bg-muted/40 p-5" aria-describedby="demo-card-note">
      <legend className="flex items-center gap-2 px-2 text-sm font-semibold">
        <CreditCard className="h-4 w-4 text-accent" aria-hidden />
        Demo payment card
      </legend>
      <p id="demo-card-note" className="flex items-start gap-2 text-sm text-muted-foreground">
        <FlaskConical className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden />
        Sandbox test card, prefilled for you. Nothing is charged and these details never leave your browser.
      </p>
      <div className="mt-4 grid grid-cols-1 gap-4">
        <Field label="Card number" value={TEST_CARD_NUMBER} readOnly inputMode="numeric" />
        <div className="grid grid-cols-2 gap-4">
          <Field label="Expiry" value={futureExpiry()} readOnly />
          <Field label="CVC" value={TEST_CVC} readOnly />
        </div>
        <Field label="Name on card" value={cardholder} readOnly />
      </div>
    </fieldset>
  );
}
