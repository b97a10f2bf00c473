/**
 * The project page's outlook simulator, off the main thread (its own chunk, started when the
 * visitor reaches the section's controls): each ask answered with the same module the server
 * answers with, the project's futures kept while only the amount changes.
 *
 * A slider sends asks faster than they are worked out: only the latest waiting one is answered.
 * It is answered twice: a preview over the first PREVIEW_PATHS paths of the same futures (a
 * fifth of the work), then, unless a newer ask came in meanwhile, the full answer.
 */
import { answerAsk, createOutlookEngine } from '@common/rules/outlook-engine';
import type { OutlookAsk, OutlookReply } from './outlook-messages';

const PREVIEW_PATHS = 2_000;

/** The worker's global scope, as much of it as this uses (the DOM's types describe a window, not a worker). */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<OutlookAsk>) => void): void;
  postMessage(message: OutlookReply): void;
  setTimeout(handler: () => void, delay: number): number;
}
const scope = self as unknown as WorkerScope;
const engine = createOutlookEngine();

let latest: OutlookAsk | null = null;
let previewed = -1;
let scheduled = false;

/** Works after the asks already queued have been read, so the latest is the one worked out. */
function schedule() {
  if (scheduled) return;
  scheduled = true;
  scope.setTimeout(work, 0);
}

function work() {
  scheduled = false;
  const ask = latest;
  if (!ask) return;
  const { id, ...question } = ask;
  try {
    if (previewed !== id && question.inputs.paths > PREVIEW_PATHS) {
      previewed = id;
      const started = performance.now();
      const outlook = answerAsk(engine, question, PREVIEW_PATHS);
      scope.postMessage({ id, outlook, final: false, ms: performance.now() - started });
      schedule();
      return;
    }
    latest = null;
    const started = performance.now();
    const outlook = answerAsk(engine, question);
    scope.postMessage({ id, outlook, final: true, ms: performance.now() - started });
  } catch (error) {
    latest = null;
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
}

scope.addEventListener('message', (event) => {
  latest = event.data;
  schedule();
});
