import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast, toast } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';

/**
 * Renders `ui` as the app does (its query client with the spec's defaults, a router, the toast
 * stack) at `path`, in memory: `location.history` lists where the app went.
 */
export function renderWithApp(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = createQueryClient();
  const location = memoryLocation({ path, record: true });
  // Under fake timers, user-event's own waits move the fake clock.
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
        <Toaster />
      </Router>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient, location };
}

/** The toast whose title is `title`, once it shows in the notifications region. */
export async function findToast(title: string): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: /^Notifications/ });
  const heading = await within(region).findByText(title);
  const entry = heading.closest('li');
  if (!entry) throw new Error(`The toast '${title}' is not in a list item`);
  return entry;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // The toast store outlives a test: one closed toast replaces whatever the last test left (one toast at a time).
  dismissToast(toast({ title: 'Test ended' }));
});
