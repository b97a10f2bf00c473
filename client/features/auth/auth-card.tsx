import type { ReactNode } from 'react';
import { FlaskConical } from 'lucide-react';
import { Card } from '@/components/ui/card';

interface AuthCardProps {
  title: string;
  description: string;
  children: ReactNode;
  /** The link to the other form, under the card. */
  footer: ReactNode;
}

/** The frame of the login and sign-up pages: one centred card on the landing page's violet glow. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <div className="relative overflow-hidden px-4 py-12 sm:py-16">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[420px] bg-[radial-gradient(ellipse_at_top,rgba(139,92,246,0.3),transparent_65%)]"
      />
      <div className="mx-auto w-full max-w-md">
        <div className="text-center">
          <span className="inline-flex items-center gap-2 rounded-full border border-accent/60 bg-accent/10 px-3 py-1 text-xs font-bold tracking-widest text-accent uppercase">
            <FlaskConical className="h-3.5 w-3.5" aria-hidden />
            Sandbox · virtual money only
          </span>
          <h1 className="mt-5 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-3 text-muted-foreground">{description}</p>
        </div>
        <Card className="mt-8 p-6 shadow-2xl shadow-primary/10 sm:p-8">{children}</Card>
        <p className="mt-6 text-center text-sm text-muted-foreground">{footer}</p>
      </div>
    </div>
  );
}
