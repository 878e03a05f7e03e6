/** The level label of a T-score, shared by the NEO inventory and the Strong scales. */
export type TScoreLevel = 'Low' | 'Average' | 'High';

export interface LevelCutoffs {
  low: number;
  high: number;
}

/** Spec section 9 (NEO and Strong): T above 60 is High, below 40 is Low, otherwise Average. */
export const T_SCORE_LEVEL_CUTOFFS: LevelCutoffs = { low: 40, high: 60 };

export function levelOfT(t: number, cutoffs: LevelCutoffs = T_SCORE_LEVEL_CUTOFFS): TScoreLevel {
  if (t > cutoffs.high) return 'High';
  if (t < cutoffs.low) return 'Low';
  return 'Average';
}
