import {
  PLATFORM_AVERAGE_ROI_PERCENT,
  ROI_COMPARISON_THRESHOLD_PERCENT,
  bestPerformer,
  isAbovePlatformAverage,
  worstPerformer,
  type Holding,
  type HoldingScore,
} from '@common/rules/portfolio';
import { formatPercent } from './format';

/** The ROI as printed (one decimal), so every comparison uses the figure the reader sees. */
export function shownPercent(value: number): number {
  return Number(formatPercent(value).slice(0, -1));
}

/**
 * The Insights tab's performance tip: the spec's comparison (threshold 15) on the rounded
 * figure it prints, worded so the sentence is true next to the 15.2% platform average.
 */
export function performanceInsight(averageRoi: number): string {
  const shown = shownPercent(averageRoi);
  const roi = `Your average ROI of ${formatPercent(averageRoi)}`;
  const platform = `the platform average of ${PLATFORM_AVERAGE_ROI_PERCENT}%`;
  if (!isAbovePlatformAverage(shown)) {
    return `${roi} is below ${platform}. Compare funding progress and creator metrics before your next investment.`;
  }
  if (shown > PLATFORM_AVERAGE_ROI_PERCENT) return `${roi} is above ${platform}. Your picks are outperforming the platform.`;
  if (shown === PLATFORM_AVERAGE_ROI_PERCENT) return `${roi} matches ${platform}. Your picks are keeping pace with the platform.`;
  return `${roi} is above ${ROI_COMPARISON_THRESHOLD_PERCENT}%, just under ${platform}. Your picks are close to keeping pace with the platform.`;
}

export interface PerformerPicks<T extends Holding> {
  best: T | null;
  /** The holding with the lowest negative score, never the best performer; null when there is none. */
  needsAttention: T | null;
  /** What the Needs Attention card says when it names nothing. */
  needsAttentionEmpty: string;
}

/**
 * Best Performer and Needs Attention, ranked by `score` (the money-weighted return on the
 * Performance tab): never the same holding, and Needs Attention only ever a loss. A holding
 * without a score is not ranked.
 */
export function performerPicks<T extends Holding>(holdings: readonly T[], score: HoldingScore<T>): PerformerPicks<T> {
  const best = bestPerformer(holdings, score);
  const isLoss = (holding: T) => (score(holding) ?? 0) < 0;
  const needsAttention = worstPerformer(
    holdings.filter((holding) => holding !== best && isLoss(holding)),
    score,
  );
  const needsAttentionEmpty =
    holdings.length === 0
      ? 'Appears after your first investment.'
      : holdings.some(isLoss)
        ? 'No other investment has negative returns.'
        : 'None of your investments has negative returns.';
  return { best, needsAttention, needsAttentionEmpty };
}
