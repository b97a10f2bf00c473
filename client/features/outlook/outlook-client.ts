/**
 * The page's side of the outlook worker, started at the first ask (or a warm-up when the visitor
 * reaches the section's controls). Every ask is sent at once; the worker answers the latest
 * (a preview, then the full answer). The simulator is only ever in the worker's chunk.
 */
import type { OutlookAsk, OutlookReply } from './outlook-messages';

export interface OutlookClient {
  ask(ask: Omit<OutlookAsk, 'id'>): void;
  close(): void;
}

export const CANNOT_WORK_OUT = 'This browser cannot work out other amounts here: the figures shown are for the amount above them.';

export function createOutlookClient(onReply: (reply: OutlookReply, ask: OutlookAsk) => void): OutlookClient {
  let worker: Worker | null = null;
  const asked = new Map<number, OutlookAsk>();
  let lastId = 0;
  const receive = (reply: OutlookReply) => {
    const ask = asked.get(reply.id);
    if (!ask) return;
    // Older asks will never be answered: the worker answers the latest.
    for (const id of asked.keys()) if (id < reply.id) asked.delete(id);
    if ('error' in reply || reply.final) asked.delete(reply.id);
    onReply(reply, ask);
  };
  const start = (): Worker | null => {
    if (typeof Worker === 'undefined') return null;
    const started = new Worker(new URL('./outlook.worker.ts', import.meta.url), { type: 'module', name: 'outlook' });
    started.addEventListener('message', (event: MessageEvent<OutlookReply>) => receive(event.data));
    started.addEventListener('error', () => receive({ id: lastId, error: CANNOT_WORK_OUT }));
    return started;
  };
  return {
    ask: (ask) => {
      lastId += 1;
      const numbered = { ...ask, id: lastId };
      asked.set(numbered.id, numbered);
      worker ??= start();
      if (worker) worker.postMessage(numbered);
      else queueMicrotask(() => receive({ id: numbered.id, error: CANNOT_WORK_OUT }));
    },
    close: () => {
      worker?.terminate();
      worker = null;
      asked.clear();
    },
  };
}
