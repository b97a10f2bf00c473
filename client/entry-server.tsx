import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createQueryClient } from '@/lib/query-client';
import { serializeQueryState } from '@/lib/query-state';
import { App } from './app';
import { loadPageAt } from './routes';
import { loadRouteData } from './ssr/route-data';

export { setApiTransport } from '@/lib/api';
export { QUERY_STATE_ID } from '@/lib/query-state';

/** What the server renders into the page's `#root`, then the query answers the browser hydrates with. */
export interface RenderedPage {
  html: string;
  queryState: string;
}

function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const { pipe } = renderToPipeableStream(element, {
      // React outlines large finished sections to reveal them progressively with inline scripts; never here.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Waits for the whole page, so the HTML is complete without any inline script to finish it:
      // readable with scripts off, and within a CSP that allows no inline script.
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => (failed ? reject(new Error('The page failed to render.')) : resolve(Buffer.concat(chunks).toString('utf8'))));
        pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/**
 * Renders the page at `path` with its data: the same queries the browser runs, answered by the
 * transport the server installed, then the page's HTML and those answers for hydration.
 */
export async function renderPage(path: string, search: string): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  await Promise.all([loadRouteData(queryClient, path, new URLSearchParams(search)), loadPageAt(path)]);
  const html = await renderToString(<App queryClient={queryClient} serverLocation={{ path, search }} />);
  return { html, queryState: serializeQueryState(queryClient) };
}
