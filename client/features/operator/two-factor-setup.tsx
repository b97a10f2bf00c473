import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { TOTP_CODE_MESSAGE, twoFactorConfirmSchema } from '@common/schemas/staff';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { errorMessage } from '@/lib/api';
import { useConfirmTwoFactor, useTwoFactorSetup } from './api';

/** The ten recovery codes, shown once, with what they are for. */
function RecoveryCodesShown({ codes }: { codes: string[] }) {
  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <h2 className="text-xl font-bold">Two-factor sign-in is on</h2>
      <p className="text-sm">
        Keep these recovery codes somewhere safe. Each signs you in once if you lose your authenticator. They are shown only now.
      </p>
      <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-muted/60 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ol>
      <Link href="/operator" className="font-medium underline decoration-accent underline-offset-4">
        Open the console
      </Link>
    </Card>
  );
}

/**
 * /operator/2fa: a new authenticator secret as a QR code and as text, then the first code from it;
 * the answer is the recovery codes, shown once.
 */
export function TwoFactorSetupPanel() {
  const setup = useTwoFactorSetup();
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (confirm.data) return <RecoveryCodesShown codes={confirm.data.recoveryCodes} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = twoFactorConfirmSchema.safeParse({ code });
    if (!parsed.success) {
      setProblem(TOTP_CODE_MESSAGE);
      return;
    }
    setProblem(null);
    confirm.mutate(parsed.data);
  };

  return (
    <Card className="grid gap-5 p-5 sm:p-6">
      <p className="text-sm">
        Staff sign in with a password and a code from an authenticator app (any app that follows RFC 6238, such as those on phones). Start
        the set-up, add the secret to your app, then enter the code it shows.
      </p>
      {setup.data ? (
        <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.data.qrSvg)}`}
            alt="QR code of the authenticator secret"
            width={192}
            height={192}
            className="rounded-lg bg-white p-2"
          />
          <div className="grid gap-2 text-sm">
            <p>Or type this secret into your app:</p>
            <p aria-label="Authenticator secret" className="font-mono text-base break-all">
              {setup.data.secret}
            </p>
          </div>
        </div>
      ) : (
        <Button className="justify-self-start" onClick={() => setup.mutate()} disabled={setup.isPending}>
          {setup.isPending ? 'Starting…' : 'Start set-up'}
        </Button>
      )}
      {setup.isError ? (
        <p role="alert" className="text-sm text-[#fca5a5]">
          {errorMessage(setup.error, 'The set-up could not start. Please try again.')}
        </p>
      ) : null}
      {setup.data ? (
        <form noValidate onSubmit={submit} aria-label="Confirm two-factor sign-in" className="grid max-w-sm gap-3">
          <Field
            label="Code from your app"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={problem ?? (confirm.isError ? errorMessage(confirm.error, 'That code could not be checked.') : undefined)}
          />
          <Button type="submit" className="justify-self-start" disabled={confirm.isPending}>
            {confirm.isPending ? 'Checking…' : 'Turn on two-factor sign-in'}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
