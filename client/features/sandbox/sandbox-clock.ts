/** Offsets this small are the request's own latency, not a moved sandbox clock. */
const NOISE_MS = 60 * 1000;

/**
 * The sandbox clock at `browserNowMs`, given the sandbox time `reportedNow` the server sent and
 * the browser time `receivedAtMs` it arrived at. Without a report, the browser's time.
 */
export function sandboxNow(reportedNow: string | null, receivedAtMs: number, browserNowMs: number): Date {
  const reported = reportedNow === null ? Number.NaN : Date.parse(reportedNow);
  if (Number.isNaN(reported) || !receivedAtMs) return new Date(browserNowMs);
  const offset = reported - receivedAtMs;
  return new Date(Math.abs(offset) < NOISE_MS ? browserNowMs : browserNowMs + offset);
}

/** "Mar 3, 2027" when the sandbox's day differs from the real one (in `timeZone`, the viewer's), else null. */
export function sandboxDateLabel(sandbox: Date, real: Date, timeZone?: string): string | null {
  const localDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });
  const day = localDay.format(sandbox);
  return day === localDay.format(real) ? null : day;
}
