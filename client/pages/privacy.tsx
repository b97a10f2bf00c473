import { Link } from 'wouter';
import { LegalSectionView, SandboxBadge, SandboxNotice } from '@/features/info';
import { PRIVACY_EFFECTIVE_DATE, privacySections } from '@/features/info/privacy.entry';
import { useHashScroll } from '@/lib/use-hash-scroll';

export default function PrivacyPage() {
  useHashScroll();

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      <header>
        <SandboxBadge />
        <h1 className="mt-5 text-4xl font-bold tracking-tight sm:text-5xl">Privacy Policy</h1>
        <div className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
          <p>Effective Date: {PRIVACY_EFFECTIVE_DATE}</p>
          <p>Last Updated: {PRIVACY_EFFECTIVE_DATE}</p>
        </div>
        <p className="mt-6 text-lg leading-relaxed text-muted-foreground">
          The short version: we collect only what the sandbox needs to run your account, we use one session cookie, we never take real
          payment details, and we never sell your data.
        </p>
      </header>

      <SandboxNotice className="mt-8">
        Stagebacker Sandbox uses virtual funds and fictional projects only. No real money moves and no real payment information is ever
        requested.
      </SandboxNotice>

      <div className="mt-10 space-y-10">
        {privacySections.map((section) => (
          <LegalSectionView key={section.id} section={section} />
        ))}
      </div>

      <p className="mt-12 border-t border-border pt-8 text-sm text-muted-foreground">
        See also our{' '}
        <Link href="/terms" className="font-semibold text-foreground underline underline-offset-4">
          User License Agreement
        </Link>{' '}
        or{' '}
        <Link href="/contact" className="font-semibold text-foreground underline underline-offset-4">
          contact us
        </Link>
        .
      </p>
    </div>
  );
}
