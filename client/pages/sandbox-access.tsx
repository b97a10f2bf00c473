import { Link } from 'wouter';
import { CheckCircle2, Compass, LineChart, UserCircle, Wallet } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth';

const sandboxAllows = [
  { icon: Compass, text: 'Browse 7 curated projects from fictional music and audio creators' },
  { icon: UserCircle, text: 'View creator profiles with their stats, links and projects' },
  { icon: Wallet, text: 'Test investments with virtual funds: no real money moves' },
  { icon: LineChart, text: 'Track your portfolio, returns and risk on your dashboard' },
];

export default function SandboxAccessPage() {
  const { user } = useCurrentUser();
  return (
    <div className="px-4 py-16">
      <div className="mx-auto max-w-3xl text-center">
        <CheckCircle2 className="mx-auto h-12 w-12 text-success" aria-hidden />
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight">Welcome to the Stagebacker Sandbox</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          You are on the list. While the platform grows, the sandbox lets you try everything with virtual money. The sandbox resets
          periodically.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/explore" className={buttonClassName('primary', 'lg')}>
            Explore Projects
          </Link>
          <Link href="/how-it-works" className={buttonClassName('outline', 'lg')}>
            How It Works
          </Link>
        </div>
      </div>
      <section aria-labelledby="allows-heading" className="mx-auto mt-14 max-w-3xl rounded-2xl border border-border bg-card p-8">
        <h2 id="allows-heading" className="text-xl font-bold">
          What you can do in the sandbox
        </h2>
        <ul className="mt-6 space-y-4">
          {sandboxAllows.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3">
              <Icon className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden />
              <span>{text}</span>
            </li>
          ))}
        </ul>
        {user ? (
          // Signed in already: their dashboard, not a second account.
          <Link href="/dashboard" className={buttonClassName('secondary', 'lg', 'mt-8 w-full')}>
            Go to Dashboard
          </Link>
        ) : (
          <Link href="/signup" className={buttonClassName('secondary', 'lg', 'mt-8 w-full')}>
            Create Sandbox Account
          </Link>
        )}
      </section>
    </div>
  );
}
