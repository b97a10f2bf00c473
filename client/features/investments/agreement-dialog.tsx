import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';

const acknowledgements = [
  { id: 'agreement', text: 'I have read and agree to the Investment Agreement.' },
  { id: 'risks', text: 'I have read and understand the Risk Disclosure, including that I could lose all of my investment.' },
  { id: 'affordable', text: 'I am investing only money I can afford to lose.' },
] as const;

type AcknowledgementId = (typeof acknowledgements)[number]['id'];

const risks = [
  'Creator projects are speculative: a project can miss its goal, run late or fail, and returns are never guaranteed.',
  'Shares are illiquid. You may not be able to sell them when you want, or at the price you paid.',
  'Payouts depend on the project’s revenue. Past performance of a creator does not predict future results.',
  'A 5% platform fee is included in the amount you enter.',
];

interface AgreementDialogProps {
  open: boolean;
  onAccept: () => void;
  onDecline: () => void;
}

/** The terms to accept before the first investment: Accept needs all three acknowledgements; Decline & Exit leaves them unaccepted. */
export function AgreementDialog({ open, onAccept, onDecline }: AgreementDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onDecline())}
      title="Investment Agreement & Risk Disclosure"
      description="Version 1.0, dated August 18, 2025. Sandbox demo: no real money moves and no securities are issued."
    >
      {/* Mounted only while open, so each opening starts with the boxes unticked. */}
      <AgreementBody onAccept={onAccept} onDecline={onDecline} />
    </Dialog>
  );
}

function AgreementBody({ onAccept, onDecline }: Omit<AgreementDialogProps, 'open'>) {
  const [ticked, setTicked] = useState<Record<AcknowledgementId, boolean>>({ agreement: false, risks: false, affordable: false });
  const allTicked = acknowledgements.every(({ id }) => ticked[id]);
  return (
    <div className="space-y-5 text-sm">
      <section aria-labelledby="agreement-heading" className="rounded-xl border border-border bg-muted/40 p-4">
        <h3 id="agreement-heading" className="font-semibold">
          Investment Agreement
        </h3>
        <p className="mt-2 text-muted-foreground">
          You are buying shares in a fictional creator project with virtual sandbox funds. Your shares entitle you to a share of the
          project’s success as described on its page. The platform may change these terms with 30 days’ notice. The full terms are in the{' '}
          <a href="/terms" target="_blank" rel="noopener" className="font-medium text-foreground underline underline-offset-4">
            User License Agreement<span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </p>
      </section>
      <section aria-labelledby="risks-heading" className="rounded-xl border border-accent/40 bg-accent/5 p-4">
        <h3 id="risks-heading" className="font-semibold text-accent">
          Risk Disclosure
        </h3>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-muted-foreground">
          {risks.map((risk) => (
            <li key={risk}>{risk}</li>
          ))}
        </ul>
      </section>
      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold">Please confirm</legend>
        {acknowledgements.map(({ id, text }) => (
          <label key={id} className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 hover:bg-muted/60">
            <input
              type="checkbox"
              name={id}
              checked={ticked[id]}
              onChange={(event) => setTicked((previous) => ({ ...previous, [id]: event.target.checked }))}
              className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
            />
            <span>{text}</span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDecline}>
          Decline & Exit
        </Button>
        <Button onClick={onAccept} disabled={!allTicked}>
          Accept
        </Button>
      </div>
    </div>
  );
}
