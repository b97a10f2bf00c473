import { Redirect } from 'wouter';
import Sparkles from 'lucide-react/icons/sparkles';
import TrendingUp from 'lucide-react/icons/trending-up';
import { WayIn } from '@/components/way-in';
import { useCurrentUser } from '@/features/auth';
import { EmailGateForm, growthCards, statsStrip } from '@/features/landing';
import { useHasEnteredEmail } from '@/lib/email-gate';

export default function LandingPage() {
  const { user } = useCurrentUser();
  const hasEnteredEmail = useHasEnteredEmail();
  // Someone signed in is offered the way in here, not sent to the mailing list's welcome page.
  if (hasEnteredEmail && user === null) return <Redirect to="/sandbox-access" replace />;

  return (
    <div>
      <section className="relative overflow-hidden px-4 pt-16 pb-20 sm:pt-24">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[480px] bg-[radial-gradient(ellipse_at_top,rgba(139,92,246,0.35),transparent_65%)]"
        />
        <div className="mx-auto flex max-w-4xl flex-col items-center text-center">
          <span className="inline-flex items-center gap-2 rounded-full border border-accent/60 bg-accent/10 px-4 py-1.5 text-xs font-bold tracking-widest text-accent">
            <Sparkles className="h-3.5 w-3.5" aria-hidden />
            EXCLUSIVE SANDBOX ACCESS
          </span>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">Invest in the Creator Economy</h1>
          <p className="mt-6 max-w-2xl text-lg text-muted-foreground">
            Back the tours, records, studios and shows of independent music and audio creators, and share in their success. Try it all in
            our sandbox with virtual funds: every project is a fictional demo and no real money moves.
          </p>
          {user ? (
            <>
              <p className="mt-8 font-semibold">Welcome back, {user.firstName}.</p>
              <WayIn className="mt-4" />
            </>
          ) : (
            <>
              <div className="mt-10 flex w-full justify-center">
                <EmailGateForm label="Your email address" buttonLabel="Get Access" pendingLabel="Joining..." />
              </div>
              <p className="mt-3 text-sm text-muted-foreground">Join our mailing list for exclusive early access to the platform</p>
            </>
          )}
        </div>
      </section>

      <section aria-labelledby="stats-heading" className="border-y border-border bg-card/50 px-4 py-10">
        <h2 id="stats-heading" className="sr-only">
          The market at a glance
        </h2>
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 sm:grid-cols-4 lg:grid-cols-7">
          {statsStrip.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse text-center">
              <dt className="mt-1 text-xs text-muted-foreground">{figure.label}</dt>
              <dd className="text-2xl font-bold text-foreground">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="growth-heading" className="px-4 py-20">
        <div className="mx-auto max-w-7xl">
          <div className="mx-auto max-w-2xl text-center">
            <TrendingUp className="mx-auto h-8 w-8 text-accent" aria-hidden />
            <h2 id="growth-heading" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
              Growth and opportunity
            </h2>
            <p className="mt-4 text-muted-foreground">
              Streaming brought listeners back to paying for music, and independent creators are taking a growing share of it. Fans can now
              back the artists they believe in, not just stream them.
            </p>
          </div>
          <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {growthCards.map((card) => (
              <article key={card.label} className="rounded-2xl border border-border bg-card p-6">
                <p className="text-4xl font-extrabold text-primary-foreground">{card.value}</p>
                <h3 className="mt-2 font-semibold">{card.label}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{card.detail}</p>
                <p className="mt-4 text-xs text-muted-foreground">
                  Source: <cite>{card.source}</cite>
                </p>
              </article>
            ))}
          </div>
        </div>
      </section>

      {user ? null : (
        <section aria-labelledby="newsletter-heading" className="px-4">
          <div className="mx-auto flex max-w-4xl flex-col items-center rounded-3xl border border-primary/50 bg-gradient-to-br from-primary/25 to-card p-8 text-center sm:p-12">
            <h2 id="newsletter-heading" className="text-3xl font-bold tracking-tight">
              Get your sandbox access
            </h2>
            <p className="mt-3 max-w-xl text-muted-foreground">
              Browse seven curated fictional projects, test investments with virtual funds and follow your portfolio. We will send you news
              of the platform as it grows.
            </p>
            <div className="mt-8 flex w-full justify-center">
              <EmailGateForm label="Email for sandbox news" buttonLabel="Subscribe" pendingLabel="Subscribing..." />
            </div>
          </div>
        </section>
      )}
    </div>
  );
}
