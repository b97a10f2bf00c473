/**
 * What the outlook simulator (./outlook.ts) is given for a project: which of the project's facts,
 * which price, from when, with which seed. One pure function for the server's
 * `GET /api/projects/{id}/outlook` and the project page's worker, so the two cannot drift: the
 * server builds the inputs from the project's row and sends them with its answer (`inputs`), and
 * the page's worker simulates other amounts and horizons from exactly those.
 */
import { centsToDecimal, decimalToCents, type Cents } from '../money';
import { campaignClosesAt } from './campaigns';
import { indicativePriceCents } from './market';
import { OUTLOOK_PATHS, OUTLOOK_YEARS, type OutlookProject, type OutlookRequest } from './outlook';
import { poolSharesOf } from './outlook-shares';

/** The project's facts the simulation starts from (a row of `projects`, and its market's best ask). */
export interface OutlookFacts {
  id: number;
  type: string;
  status: string;
  fundingGoalCents: Cents;
  sharePriceCents: Cents;
  totalShares: number;
  /** Shares the campaign offers still unsold: the rest split the investors' pool. */
  availableShares: number;
  minInvestmentCents: Cents;
  /** The share's value today, in basis points of its price (the market's indicative price). */
  valueBp: number;
  /** The campaign's last day (`YYYY-MM-DD`): an open campaign is funded the day after. */
  endDate: string;
  closedAt: Date | null;
  /** The lowest open sell order's price on a funded project; null without one. */
  bestAskCents: Cents | null;
}

/** What the asker may choose; the rest follows from the project. */
export interface OutlookChoice {
  amountCents?: Cents;
  years?: number;
  paths?: number;
  seed?: number;
  priceCents?: Cents;
  /** Test-only: every future the plan. */
  noVolatility?: boolean;
}

export interface OutlookInputs {
  project: OutlookProject;
  request: OutlookRequest;
}

/** A failed or suspended campaign pays nothing: there is nothing to forecast. */
export const isForecastable = (status: string): boolean => status !== 'failed' && status !== 'suspended';

/**
 * The start of the quarter (UTC) of `at`: a holding bought at any moment of a quarter is first
 * paid at its end, so the inputs (and the answer) stay the same all quarter long.
 */
export const quarterStart = (at: Date): Date => new Date(Date.UTC(at.getUTCFullYear(), Math.floor(at.getUTCMonth() / 3) * 3, 1));

/** The simulation's seed when none is asked for: public and fixed per project, unrelated to the sandbox's secret. */
export const defaultOutlookSeed = (projectId: number): number => (Math.imul(projectId, 0x2c1b_3c6d) ^ 0x0071_0000) >>> 1;

/**
 * The simulator's inputs, or null when there is nothing to forecast. An open campaign is bought
 * at its share price (5% platform fee on top) and pays from its close; a funded one is bought
 * now on the market, at the best ask or the share's indicative value without one, and pays from
 * the end of `now`'s quarter (its start is the inputs' `startsAt`). The amount defaults to the project's minimum investment.
 */
export function outlookInputs(facts: OutlookFacts, choice: OutlookChoice, now: Date): OutlookInputs | null {
  if (!isForecastable(facts.status)) return null;
  const funded = facts.status === 'funded' && facts.closedAt !== null;
  const fundedAt = funded && facts.closedAt ? facts.closedAt : campaignClosesAt(facts.endDate);
  const marketPrice = facts.bestAskCents ?? indicativePriceCents(facts.sharePriceCents, facts.valueBp);
  return {
    project: {
      id: facts.id,
      type: facts.type,
      fundingGoalCents: facts.fundingGoalCents,
      fundedAt,
      sharePriceCents: facts.sharePriceCents,
      ...poolSharesOf({ ...facts, funded }),
    },
    request: {
      amountCents: choice.amountCents ?? facts.minInvestmentCents,
      years: choice.years ?? OUTLOOK_YEARS.default,
      paths: choice.paths ?? OUTLOOK_PATHS.default,
      seed: choice.seed ?? defaultOutlookSeed(facts.id),
      priceCents: choice.priceCents ?? (funded ? marketPrice : facts.sharePriceCents),
      onMarket: funded,
      ...(funded ? { startsAt: quarterStart(now) } : {}),
      ...(choice.noVolatility ? { noVolatility: true } : {}),
    },
  };
}

/** The same inputs for another amount and horizon: what the page's slider changes. */
export function withHolding(inputs: OutlookInputs, holding: { amountCents: Cents; years: number }): OutlookInputs {
  return { project: inputs.project, request: { ...inputs.request, amountCents: holding.amountCents, years: holding.years } };
}

/** The inputs as the API sends them (`inputs` of the outlook's answer): amounts decimal strings, moments ISO strings. */
export interface OutlookInputsWire {
  project: {
    id: number;
    type: string;
    fundingGoal: string;
    fundedAt: string;
    sharePrice: string;
    sharesIssued: number;
    sharesToReachGoal: number | null;
  };
  amount: string;
  years: number;
  paths: number;
  seed: number;
  price: string;
  onMarket: boolean;
  /** The first quarter paid is the first after this (a funded project bought now); null: from the funding. */
  startsAt: string | null;
  /** Asked with `volatility=0` (test-only): every future the plan. */
  noVolatility?: true;
}

export function outlookInputsToWire({ project, request }: OutlookInputs): OutlookInputsWire {
  return {
    project: {
      id: project.id,
      type: project.type,
      fundingGoal: centsToDecimal(project.fundingGoalCents),
      fundedAt: project.fundedAt.toISOString(),
      sharePrice: centsToDecimal(project.sharePriceCents),
      sharesIssued: project.sharesIssued,
      sharesToReachGoal: project.sharesToReachGoal,
    },
    amount: centsToDecimal(request.amountCents),
    years: request.years,
    paths: request.paths,
    seed: request.seed,
    price: centsToDecimal(request.priceCents),
    onMarket: request.onMarket,
    startsAt: request.startsAt ? request.startsAt.toISOString() : null,
    ...(request.noVolatility ? { noVolatility: true as const } : {}),
  };
}

export function outlookInputsFromWire(wire: OutlookInputsWire): OutlookInputs {
  return {
    project: {
      id: wire.project.id,
      type: wire.project.type,
      fundingGoalCents: decimalToCents(wire.project.fundingGoal),
      fundedAt: new Date(wire.project.fundedAt),
      sharePriceCents: decimalToCents(wire.project.sharePrice),
      sharesIssued: wire.project.sharesIssued,
      sharesToReachGoal: wire.project.sharesToReachGoal,
    },
    request: {
      amountCents: decimalToCents(wire.amount),
      years: wire.years,
      paths: wire.paths,
      seed: wire.seed,
      priceCents: decimalToCents(wire.price),
      onMarket: wire.onMarket,
      ...(wire.startsAt === null ? {} : { startsAt: new Date(wire.startsAt) }),
      ...(wire.noVolatility ? { noVolatility: true } : {}),
    },
  };
}
