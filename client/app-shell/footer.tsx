import type { ReactNode } from 'react';
import { sandboxDateLabel, useSandboxNow, useSandboxStatus } from '@/features/sandbox';
import { useGoTo } from '@/lib/navigation';
import { InstagramIcon, XIcon, YouTubeIcon } from './social-icons';
import { formatDateTime } from '@/lib/dates';
import { useViewerTimeZone } from '@/lib/use-hydrated';

const platformLinks = [
  { label: 'How It Works', href: '/how-it-works' },
  { label: 'Browse Projects', href: '/explore' },
  { label: 'Investment Guide', href: '/how-it-works#investing' },
  { label: 'Success Stories', href: '/for-creators#success' },
];

const supportLinks = [
  { label: 'Help Center', href: '/support' },
  { label: 'Contact Us', href: '/contact' },
  { label: 'User License Agreement', href: '/terms' },
  { label: 'Privacy Policy', href: '/privacy' },
];

const socialLinks: Array<{ label: string; href: string; icon: ReactNode }> = [
  { label: 'Stagebacker on Instagram', href: 'https://www.instagram.com/', icon: <InstagramIcon /> },
  { label: 'Stagebacker on X', href: 'https://x.com/', icon: <XIcon /> },
  { label: 'Stagebacker on YouTube', href: 'https://www.youtube.com/', icon: <YouTubeIcon /> },
];

function FooterColumn({ title, links }: { title: string; links: Array<{ label: string; href: string }> }) {
  const goTo = useGoTo();
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-foreground uppercase">{title}</h2>
      <ul className="mt-3">
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              className="inline-block py-1 text-sm text-muted-foreground hover:text-foreground"
              onClick={(event) => {
                event.preventDefault();
                goTo(link.href);
              }}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** When a reset is scheduled, everybody should know their sandbox money has a due date. */
function NextReset() {
  const { data } = useSandboxStatus();
  const timeZone = useViewerTimeZone();
  if (!data?.nextResetAt) return null;
  return <p>Next sandbox reset: {formatDateTime(data.nextResetAt, timeZone)}</p>;
}

/** The sandbox clock can run ahead of real time: say which day the sandbox is on when it is not today. */
function SandboxDate() {
  const now = useSandboxNow();
  const label = sandboxDateLabel(now, new Date(), useViewerTimeZone());
  if (!label) return null;
  return <p>Sandbox date: {label}</p>;
}

export function Footer() {
  return (
    <footer className="mt-24 border-t border-border bg-card/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <p className="text-lg font-bold">
            Stagebacker <span className="text-accent">Sandbox</span>
          </p>
          <p className="mt-3 max-w-md text-sm text-muted-foreground">
            Back the tours, records and studios of music and audio creators and share in their success. This is a sandbox: every project and
            creator is a fictional demo, funds are virtual, no real money moves, and the sandbox resets periodically.
          </p>
          <ul className="mt-5 flex gap-3" aria-label="Social networks">
            {socialLinks.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  aria-label={link.label}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex h-10 w-10 items-center justify-center rounded-lg border border-border text-muted-foreground hover:text-foreground"
                >
                  {link.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title="Platform" links={platformLinks} />
        <FooterColumn title="Support" links={supportLinks} />
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-muted-foreground md:flex-row md:justify-between">
          <p>© 2025 Stagebacker Sandbox. All rights reserved.</p>
          <SandboxDate />
          <NextReset />
          <p>Securities offered through a registered broker-dealer, Member FINRA/SIPC. Sandbox demo: no securities are actually offered.</p>
        </div>
      </div>
    </footer>
  );
}
