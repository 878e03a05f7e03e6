import type { ScoreInterval } from './score-interval';
import type { LevelCutoffs, TScoreLevel } from './t-score-level';
import { T_SCORE_LEVEL_CUTOFFS } from './t-score-level';

/**
 * The other levels a score's 95% band reaches: an Average whose band reaches above the high
 * cut-off is near High, one below the low cut-off near Low (an 8-item facet's band can reach
 * both); a High whose band reaches the high cut-off (60 is Average) is near Average, and a Low
 * whose band reaches the low one likewise.
 */
export function nearLevels(level: TScoreLevel, interval: ScoreInterval, cutoffs: LevelCutoffs = T_SCORE_LEVEL_CUTOFFS): TScoreLevel[] {
  if (level === 'High') return interval.low <= cutoffs.high ? ['Average'] : [];
  if (level === 'Low') return interval.high >= cutoffs.low ? ['Average'] : [];
  return [...(interval.low < cutoffs.low ? (['Low'] as const) : []), ...(interval.high > cutoffs.high ? (['High'] as const) : [])];
}

/** The level as read aloud: 'Average', 'Average, near the boundary with High', 'Average, near the boundaries with Low and High'. */
export function levelWithBoundary(level: TScoreLevel, interval: ScoreInterval | undefined, cutoffs: LevelCutoffs = T_SCORE_LEVEL_CUTOFFS): string {
  if (interval === undefined) return level;
  const near = nearLevels(level, interval, cutoffs);
  if (near.length === 0) return level;
  return near.length === 1 ? `${level}, near the boundary with ${near[0]}` : `${level}, near the boundaries with ${near.join(' and ')}`;
}
