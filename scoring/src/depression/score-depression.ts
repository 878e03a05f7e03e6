import { optionRange, readAnswerList, readIntegerAnswer } from '../read-integer-answers';
import { ScoringError } from '../scoring-error';
import type { ResultMeta } from '../scoring-version';
import { SCORING_VERSION } from '../scoring-version';
import type { DepressionDefinition, DepressionLevel } from './depression-definition';
import { depressionDefinition } from './depression-definition';
import type { SafetyLevel } from './safety-level';
import { safetyLevelOf } from './safety-level';

export interface DepressionResult extends ResultMeta {
  score: number;
  depressionLevel: DepressionLevel;
  /** True when the self-harm group was answered above 0: show crisis resources, tell the coach. */
  safetyFlag: boolean;
  /** Why a counselor should check in: 'plans', 'thoughts', 'high-total' (a total of 30 or more), or null. */
  safetyLevel: SafetyLevel | null;
}

/** The band holding `score` (bands are data in the definition). */
export function depressionLevelOf(score: number, definition: DepressionDefinition = depressionDefinition): DepressionLevel {
  const band = definition.bands.find((candidate) => score >= candidate.min && score <= candidate.max);
  if (band === undefined) {
    throw new ScoringError('out_of_range', `No depression band holds the score ${score}.`);
  }
  return band.level;
}

/**
 * Scores the answers '0'..'3' (index = group number - 1; each value must be one of that group's
 * option values): the total, its level and the safety flag.
 */
export function scoreDepression(answers: unknown, definition: DepressionDefinition = depressionDefinition): DepressionResult {
  const list = readAnswerList(answers, definition.items.length);
  const scores = definition.items.map((item, index) => {
    const { min, max } = optionRange(item.options);
    return readIntegerAnswer(list[index], index, min, max);
  });
  const safetyIndex = definition.items.findIndex((item) => item.id === definition.safetyRule.itemId);
  const safetyScore = scores[safetyIndex];
  if (safetyScore === undefined) {
    throw new ScoringError('unknown_question', `Safety item ${definition.safetyRule.itemId} is not in the definition.`, definition.safetyRule.itemId);
  }
  const score = scores.reduce((sum, value) => sum + value, 0);
  return {
    score,
    depressionLevel: depressionLevelOf(score, definition),
    safetyFlag: safetyScore > definition.safetyRule.above,
    safetyLevel: safetyLevelOf(scores, definition),
    scoringVersion: SCORING_VERSION,
    instrumentVersion: definition.instrumentVersion,
  };
}
