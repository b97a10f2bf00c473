import { decimalToCents } from '../money';
import { projectTypes, type ProjectType } from '../project-types';

/**
 * The dashboard's portfolio arithmetic (spec section 9, Analytics), pure and in cents.
 * A holding is an active investment as GET /api/investments returns it.
 */
export interface Holding {
  amount: string;
  returns: string;
  project: { title: string; type: ProjectType };
}

/** The dashboard treats the seven project types as the seven available categories. */
export const AVAILABLE_CATEGORIES = projectTypes.length;
export const PLATFORM_AVERAGE_ROI_PERCENT = 15.2;
/** The spec compares against 15, not the 15.2 it shows. */
export const ROI_COMPARISON_THRESHOLD_PERCENT = 15;
export const WELL_DIVERSIFIED_ABOVE_CATEGORIES = 3;
export const RECENT_ACTIVITY_COUNT = 5;
export const ALLOCATION_PREVIEW_COUNT = 3;

const RISK_BASE = 50;
const RISK_PER_INVESTMENT = 5;
const RISK_PER_LOSING_INVESTMENT = 15;

export interface PortfolioTotals {
  investedCents: number;
  returnsCents: number;
  /** Invested plus returns. */
  valueCents: number;
  count: number;
}

export function portfolioTotals(holdings: readonly Holding[]): PortfolioTotals {
  let investedCents = 0;
  let returnsCents = 0;
  for (const holding of holdings) {
    investedCents += decimalToCents(holding.amount);
    returnsCents += decimalToCents(holding.returns);
  }
  return { investedCents, returnsCents, valueCents: investedCents + returnsCents, count: holdings.length };
}

/** Returns as a percentage of what was paid; 0 for nothing paid. */
export function roiPercent(amountCents: number, returnsCents: number): number {
  return amountCents > 0 ? (returnsCents / amountCents) * 100 : 0;
}

export function holdingRoiPercent(holding: Holding): number {
  return roiPercent(decimalToCents(holding.amount), decimalToCents(holding.returns));
}

/**
 * Average ROI weighted by the amount invested (total returns over total invested), so a
 * small winner cannot hide a large loser.
 */
export function averageRoiPercent(holdings: readonly Holding[]): number {
  const totals = portfolioTotals(holdings);
  return roiPercent(totals.investedCents, totals.returnsCents);
}

/** 50, plus 5 per investment, minus 15 per investment with negative returns, clamped to 0..100. Higher is safer. */
export function riskScore(holdings: readonly Holding[]): number {
  const losing = holdings.filter((holding) => decimalToCents(holding.returns) < 0).length;
  const score = RISK_BASE + RISK_PER_INVESTMENT * holdings.length - RISK_PER_LOSING_INVESTMENT * losing;
  return Math.min(100, Math.max(0, score));
}

export type RiskBand = 'Low Risk' | 'Medium Risk' | 'High Risk';

export function riskBand(score: number): RiskBand {
  if (score > 70) return 'Low Risk';
  if (score > 40) return 'Medium Risk';
  return 'High Risk';
}

/** How many of the seven categories (project types) the portfolio holds. */
export function categoryCount(holdings: readonly Holding[]): number {
  return new Set(holdings.map((holding) => holding.project.type)).size;
}

export function isWellDiversified(categories: number): boolean {
  return categories > WELL_DIVERSIFIED_ABOVE_CATEGORIES;
}

export function concentrationRisk(categories: number): 'Low' | 'High' {
  return isWellDiversified(categories) ? 'Low' : 'High';
}

export function isAbovePlatformAverage(averageRoi: number): boolean {
  return averageRoi > ROI_COMPARISON_THRESHOLD_PERCENT;
}

export interface DistributionSlice {
  type: ProjectType;
  investedCents: number;
  /** Share of the total invested, 0..100. */
  percent: number;
}

/** Invested amount per project type, largest first. */
export function investmentDistribution(holdings: readonly Holding[]): DistributionSlice[] {
  const byType = new Map<ProjectType, number>();
  for (const holding of holdings) {
    byType.set(holding.project.type, (byType.get(holding.project.type) ?? 0) + decimalToCents(holding.amount));
  }
  const total = [...byType.values()].reduce((sum, cents) => sum + cents, 0);
  return [...byType.entries()]
    .map(([type, investedCents]) => ({ type, investedCents, percent: total > 0 ? (investedCents / total) * 100 : 0 }))
    .sort((a, b) => b.investedCents - a.investedCents);
}

/** How holdings are ranked: ROI by default; null leaves a holding out of the ranking. */
export type HoldingScore<T extends Holding> = (holding: T) => number | null;

/** The holding with the highest score (the first of equals), or null for none. */
export function bestPerformer<T extends Holding>(holdings: readonly T[], score: HoldingScore<T> = holdingRoiPercent): T | null {
  return pickBy(holdings, score, (candidate, current) => candidate > current);
}

/** The holding with the lowest score (the first of equals): the one that needs attention. */
export function worstPerformer<T extends Holding>(holdings: readonly T[], score: HoldingScore<T> = holdingRoiPercent): T | null {
  return pickBy(holdings, score, (candidate, current) => candidate < current);
}

function pickBy<T extends Holding>(
  holdings: readonly T[],
  score: HoldingScore<T>,
  better: (candidate: number, current: number) => boolean,
): T | null {
  let picked: T | null = null;
  let pickedScore = 0;
  for (const holding of holdings) {
    const value = score(holding);
    if (value === null) continue;
    if (picked === null || better(value, pickedScore)) {
      picked = holding;
      pickedScore = value;
    }
  }
  return picked;
}

/** The first `count` items and how many more there are, for "and N more" lists. */
export function preview<T>(items: readonly T[], count: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, count), more: Math.max(0, items.length - count) };
}
