import { describe, expect, it } from 'vitest';
import { holdingRoiPercent, type Holding } from '@common/rules/portfolio';
import { performanceInsight, performerPicks, shownPercent } from './performance-insights';

const holding = (title: string, amount: string, returns: string): Holding => ({ amount, returns, project: { title, type: 'album' } });

describe('performanceInsight', () => {
  it('never calls a figure below 15.2% above the 15.2% platform average', () => {
    expect(performanceInsight(15.1)).toBe(
      'Your average ROI of 15.1% is above 15%, just under the platform average of 15.2%. Your picks are close to keeping pace with the platform.',
    );
    expect(performanceInsight(15.2)).toContain('matches the platform average of 15.2%');
    expect(performanceInsight(15.3)).toContain('15.3% is above the platform average of 15.2%');
  });

  it('compares the printed (rounded) figure with the threshold of 15', () => {
    // 15.04 prints as 15.0%, which is not above 15.
    expect(performanceInsight(15.04)).toBe(
      'Your average ROI of 15.0% is below the platform average of 15.2%. Compare funding progress and creator metrics before your next investment.',
    );
    expect(performanceInsight(15.05)).toContain('15.1% is above 15%');
    expect(performanceInsight(-3)).toContain('-3.0% is below');
  });

  it('reads the shown percent back from the printed text', () => {
    expect(shownPercent(15.149)).toBe(15.1);
    expect(shownPercent(-0.04)).toBe(0);
  });
});

describe('performerPicks', () => {
  it('names a losing holding, different from the best performer', () => {
    const winner = holding('Winner', '100.00', '20.00');
    const loser = holding('Loser', '100.00', '-10.00');
    const worse = holding('Worse', '100.00', '-30.00');
    const picks = performerPicks([winner, loser, worse], holdingRoiPercent);
    expect(picks.best).toBe(winner);
    expect(picks.needsAttention).toBe(worse);
  });

  it('names nothing when every holding is profitable or flat, and says so', () => {
    const picks = performerPicks(
      [holding('A', '100.00', '20.00'), holding('B', '100.00', '5.00'), holding('C', '100.00', '0.00')],
      holdingRoiPercent,
    );
    expect(picks.best?.project.title).toBe('A');
    expect(picks.needsAttention).toBeNull();
    expect(picks.needsAttentionEmpty).toBe('None of your investments has negative returns.');
  });

  it('never repeats the best performer, even when it is the only loss', () => {
    const only = holding('Only', '100.00', '-5.00');
    const picks = performerPicks([only], holdingRoiPercent);
    expect(picks.best).toBe(only);
    expect(picks.needsAttention).toBeNull();
    expect(picks.needsAttentionEmpty).toBe('No other investment has negative returns.');
  });

  it('asks for a first investment when there are none', () => {
    expect(performerPicks([], holdingRoiPercent)).toEqual({
      best: null,
      needsAttention: null,
      needsAttentionEmpty: 'Appears after your first investment.',
    });
  });

  it('ranks by the score given: the money-weighted return, not the ROI, and leaves out a holding without one', () => {
    // The same ROI for the first two: the score decides, not the ROI; the third has no rate yet.
    const quick = holding('Quick', '100.00', '10.00');
    const slow = holding('Slow', '100.00', '10.00');
    const fresh = holding('Fresh', '100.00', '-5.00');
    const moneyWeighted = new Map<Holding, number | null>([
      [quick, 48.2],
      [slow, -1.5],
      [fresh, null],
    ]);
    const picks = performerPicks([slow, quick, fresh], (candidate) => moneyWeighted.get(candidate) ?? null);
    expect(picks.best).toBe(quick);
    expect(picks.needsAttention).toBe(slow);
  });
});
