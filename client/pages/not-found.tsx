import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { notFoundMeta } from '@common/page-meta';
import { buttonClassName } from '@/components/ui/button';

export default function NotFoundPage() {
  const [location] = useLocation();
  useEffect(() => {
    document.title = notFoundMeta.title;
  }, [location]);
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="w-full max-w-lg rounded-2xl border border-border bg-card p-8 text-center">
        <p className="text-6xl font-extrabold text-accent">404</p>
        <h1 className="mt-3 text-2xl font-bold">Page Not Found</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          No route matches <code className="rounded bg-muted px-1.5 py-0.5 break-all text-foreground">{location}</code>. Did you forget to
          add the page to the router?
        </p>
        <Link href="/" className={buttonClassName('primary', 'md', 'mt-6')}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}
