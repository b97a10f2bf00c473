// @vitest-environment happy-dom
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_EVENT, type Notification, type NotificationPage } from '@common/schemas/notifications';
import { fetchJson } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { stubApi, type StubApi } from '@/test/stub-api';
import { notificationsQuery } from './api';
import { useNotificationStream } from './use-notification-stream';

/** The browser's EventSource, played by the test: `emit` delivers one notification event. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource | null = null;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  emit(notification: Notification): void {
    this.dispatchEvent(new MessageEvent(NOTIFICATION_EVENT, { data: JSON.stringify(notification) }));
  }
  close(): void {
    this.closed = true;
  }
}

const notification = (changes: Partial<Notification>): Notification => ({
  id: 5,
  kind: 'campaign_funded',
  title: 'Lighthouse Sessions is funded',
  body: 'The campaign closed funded: your shares are issued and quarterly payouts will follow.',
  link: '/dashboard',
  projectId: 7,
  createdAt: '2027-01-01T00:00:00.000Z',
  readAt: null,
  ...changes,
});

/** A page showing the dashboard's rows and Net worth and two project pages, with the bell's stream open. */
function Screen() {
  useNotificationStream(true);
  const reads = [
    useQuery({ queryKey: queryKeys.investments.all(), queryFn: () => fetchJson<unknown[]>('/api/investments') }),
    useQuery({ queryKey: queryKeys.portfolio.summary(), queryFn: () => fetchJson<object>('/api/portfolio/summary') }),
    useQuery({ queryKey: queryKeys.tours.detail('7'), queryFn: () => fetchJson<object>('/api/tours/7') }),
    useQuery({ queryKey: queryKeys.tours.detail('8'), queryFn: () => fetchJson<object>('/api/tours/8') }),
  ];
  return <p>{reads.every((read) => read.isSuccess) ? 'loaded' : 'loading'}</p>;
}

let api: StubApi;
const reads = (path: string) => api.to(`GET ${path}`).length;

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  api = stubApi({
    'GET /api/investments': () => ({ body: [] }),
    'GET /api/portfolio/summary': () => ({ body: {} }),
    'GET /api/tours/7': () => ({ body: {} }),
    'GET /api/tours/8': () => ({ body: {} }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeEventSource.last = null;
});

/** The app's query client (its defaults: nothing refetches by itself), with the bell's list loaded. */
async function openScreen(items: Notification[] = [notification({ id: 4, kind: 'update_posted' })]) {
  const queryClient = createQueryClient();
  const page: NotificationPage = { items, unread: 1, nextCursor: null };
  queryClient.setQueryData(notificationsQuery.queryKey, page);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Screen />
    </QueryClientProvider>,
  );
  expect(await screen.findByText('loaded')).toBeDefined();
  return { ...view, queryClient };
}

describe('useNotificationStream', () => {
  it('refetches the rows, Net worth and project 7 when project 7 funds, not project 8', async () => {
    const { queryClient } = await openScreen();
    expect(FakeEventSource.last?.url).toBe('/api/notifications/stream?after=4');
    act(() => FakeEventSource.last?.emit(notification({ kind: 'campaign_funded', projectId: 7 })));

    await waitFor(() => expect(reads('/api/investments')).toBe(2));
    await waitFor(() => expect(reads('/api/portfolio/summary')).toBe(2));
    await waitFor(() => expect(reads('/api/tours/7')).toBe(2));
    expect(reads('/api/tours/8')).toBe(1);
    // The bell lists it too.
    expect(queryClient.getQueryData(notificationsQuery.queryKey)?.items.map((item) => item.id)).toEqual([5, 4]);
  });

  it('refetches only the project page after an update there, not the money', async () => {
    await openScreen();
    act(() => FakeEventSource.last?.emit(notification({ kind: 'update_posted', projectId: 8, link: '/tour/8#updates' })));

    await waitFor(() => expect(reads('/api/tours/8')).toBe(2));
    expect(reads('/api/investments')).toBe(1);
    expect(reads('/api/portfolio/summary')).toBe(1);
    expect(reads('/api/tours/7')).toBe(1);
  });

  it('resumes after the highest id the list holds, which is not the first row when a later notice is dated earlier', async () => {
    // The list is newest first by date: a payout a clock jump had sent late, dated at its quarter's end, sits below.
    await openScreen([
      notification({ id: 4, kind: 'update_posted', createdAt: '2028-02-16T09:00:00.000Z' }),
      notification({ id: 6, kind: 'payout_posted', createdAt: '2028-01-01T00:00:00.000Z' }),
    ]);
    expect(FakeEventSource.last?.url).toBe('/api/notifications/stream?after=6');
  });

  it('closes the stream when the page goes', async () => {
    const { unmount } = await openScreen();
    const source = FakeEventSource.last;
    unmount();
    expect(source?.closed).toBe(true);
  });
});
