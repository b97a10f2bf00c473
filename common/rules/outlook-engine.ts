/**
 * The project page's simulator at work (its Web Worker runs this): a slider's move changes only
 * the amount, so the project's futures (the costly part: every path's quarterly pools) are kept
 * for the project, horizon and seed last simulated, and only the holding in them is worked out
 * again. The answer is exactly `simulateOutlook` of the same inputs, which the server answers.
 */
import { decimalToCents } from '../money';
import { outlookOfHolding, simulateFutures, type Outlook, type ProjectFutures } from './outlook';
import { outlookInputsFromWire, withHolding, type OutlookInputs, type OutlookInputsWire } from './outlook-inputs';

/** Everything the futures depend on: the project's facts and the request's parts that are not the holding's. */
export function futuresKey({ project, request }: OutlookInputs): string {
  return JSON.stringify([
    project.id,
    project.type,
    project.fundingGoalCents,
    project.fundedAt.getTime(),
    project.sharePriceCents,
    project.sharesIssued,
    project.sharesToReachGoal,
    request.years,
    request.paths,
    request.seed,
    request.startsAt?.getTime() ?? null,
    request.noVolatility ?? false,
  ]);
}

export interface OutlookEngine {
  /**
   * What the inputs' holding could pay, reusing the futures when only the amount changed; over
   * the first `paths` of them when asked (a quick preview of the same futures, the same seeds).
   */
  outlookOf(inputs: OutlookInputs, paths?: number): Outlook;
}

/** The first `paths` of the futures: each path is drawn from its own seed, so they are the full run's first paths. */
function firstPaths(futures: ProjectFutures, paths: number): ProjectFutures {
  if (paths >= futures.paths) return futures;
  return {
    ...futures,
    paths,
    pools: futures.pools.subarray(0, paths * futures.simulatedQuarters),
    horizonPrices: futures.horizonPrices.subarray(0, paths),
  };
}

/** An engine remembering the futures of `keep` (project, horizon, seed) choices, the most recent first. */
export function createOutlookEngine(keep = 2): OutlookEngine {
  const kept: Array<{ key: string; futures: ProjectFutures }> = [];
  const futuresOf = (inputs: OutlookInputs): ProjectFutures => {
    const key = futuresKey(inputs);
    const index = kept.findIndex((entry) => entry.key === key);
    const found = index >= 0 ? kept.splice(index, 1)[0] : undefined;
    const futures = found?.futures ?? simulateFutures(inputs.project, inputs.request);
    kept.unshift({ key, futures });
    kept.length = Math.min(kept.length, keep);
    return futures;
  };
  return { outlookOf: (inputs, paths) => outlookOfHolding(firstPaths(futuresOf(inputs), paths ?? inputs.request.paths), inputs.request) };
}

/** What the page asks its worker: the server's inputs (the outlook API's `inputs`), for another amount (a decimal string) and horizon. */
export interface OutlookAsk {
  inputs: OutlookInputsWire;
  amount: string;
  years: number;
}

/** The worker's whole computation: the server's inputs with the asked amount and horizon, through the same simulator. */
export function answerAsk(engine: OutlookEngine, ask: OutlookAsk, paths?: number): Outlook {
  return engine.outlookOf(
    withHolding(outlookInputsFromWire(ask.inputs), { amountCents: decimalToCents(ask.amount), years: ask.years }),
    paths,
  );
}
