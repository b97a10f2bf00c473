import { Link } from 'wouter';
import { LegalSectionView, SandboxBadge, SandboxNotice } from '@/features/info';
import { AGREEMENT_DATE, AGREEMENT_VERSION, termsSections } from '@/features/info/terms.entry';
import { useHashScroll } from '@/lib/use-hash-scroll';

export default function TermsPage() {
  useHashScroll();

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      <header>
        <SandboxBadge />
        <h1 className="mt-5 text-4xl font-bold tracking-tight sm:text-5xl">User License Agreement</h1>
        <div className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
          <p>Version {AGREEMENT_VERSION}</p>
          <p>Effective Date: {AGREEMENT_DATE}</p>
          <p>Last Updated: {AGREEMENT_DATE}</p>
        </div>
      </header>

      <SandboxNotice className="mt-8">
        Stagebacker Sandbox is a demonstration. All funds are virtual, every project and creator is fictional, and no real money moves. This
        Agreement shows the terms a live platform would use.
      </SandboxNotice>

      <nav aria-labelledby="toc-heading" className="mt-10 rounded-xl border border-border bg-card p-6 text-card-foreground">
        <h2 id="toc-heading" className="text-lg font-semibold">
          Contents
        </h2>
        <ol className="mt-3.5 grid gap-1 text-sm sm:grid-cols-2">
          {termsSections.map((section) => (
            <li key={section.title}>
              <a
                href={`#${section.id}`}
                className="inline-block py-0.5 text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-10">
        {termsSections.map((section) => (
          <LegalSectionView key={section.id} section={section} />
        ))}
      </div>

      <p className="mt-12 border-t border-border pt-8 text-sm text-muted-foreground">
        See also our{' '}
        <Link href="/privacy" className="font-semibold text-foreground underline underline-offset-4">
          Privacy Policy
        </Link>{' '}
        or visit the{' '}
        <Link href="/support" className="font-semibold text-foreground underline underline-offset-4">
          Help Center
        </Link>
        .
      </p>
    </div>
  );
}
