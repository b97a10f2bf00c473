import { holdingQuarters, quarterPools, type QuarterPools } from '@common/rules/holding-outlook';
import { simulateFutures, type Outlook } from '@common/rules/outlook';
import { futuresKey } from '@common/rules/outlook-engine';
import type { OutlookInputs } from '@common/rules/outlook-inputs';

/**
 * A project's simulated futures depend on its facts, the start and the seed, never on the
 * amount: the holdings bought in one campaign share them, and the dashboard read again (the band
 * and the income calendar alike) finds them here instead of simulating again. Deterministic, so
 * a kept one is exactly a new one. Kept reduced to each quarter's pool percentiles (a few hundred
 * bytes), the most recently used thousand.
 */
const KEPT = 1_000;
const kept = new Map<string, QuarterPools>();

function poolsOf(inputs: OutlookInputs): QuarterPools {
  const key = futuresKey(inputs);
  const found = kept.get(key);
  if (found) {
    // Most recently used last: the first key is the one to drop.
    kept.delete(key);
    kept.set(key, found);
    return found;
  }
  const pools = quarterPools(simulateFutures(inputs.project, inputs.request));
  kept.set(key, pools);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value ?? key);
  return pools;
}

/** The forecast's quarters for these inputs: P10, P50, P90 and the plan, as `GET /api/projects/{id}/outlook` answers them. */
export function forecastQuarters(inputs: OutlookInputs): Outlook['quarters'] {
  return holdingQuarters(poolsOf(inputs), inputs.request);
}
