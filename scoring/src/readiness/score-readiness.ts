import { optionRange, readIntegerAnswers } from '../read-integer-answers';
import type { ResultMeta } from '../scoring-version';
import { SCORING_VERSION } from '../scoring-version';
import type { ReadinessDefinition, ReadinessStage } from './readiness-definition';
import { readinessDefinition } from './readiness-definition';

export interface ReadinessStageScore {
  stage: ReadinessStage;
  /** Sum of the stage's four answers, -8..8. */
  score: number;
}

export interface ReadinessResult extends ResultMeta {
  stage: ReadinessStage;
  /** One entry per stage, in stage order. */
  scores: ReadinessStageScore[];
}

/** The stage with the highest score; ties go to the later stage (scores are in stage order). */
export function pickReadinessStage(scores: readonly ReadinessStageScore[]): ReadinessStage {
  let best: ReadinessStageScore | undefined;
  for (const entry of scores) {
    if (best === undefined || entry.score >= best.score) {
      best = entry;
    }
  }
  if (best === undefined) {
    throw new Error('No readiness stages to choose from.');
  }
  return best.stage;
}

/** Scores 12 answers '-2'..'2' (index = statement number - 1) into a score per stage and a stage. */
export function scoreReadiness(answers: unknown, definition: ReadinessDefinition = readinessDefinition): ReadinessResult {
  const { min, max } = optionRange(definition.options);
  const values = readIntegerAnswers(answers, definition.items.length, min, max);
  const scores = definition.stages.map(({ stage }) => ({
    stage,
    score: definition.items.reduce((sum, item, index) => (item.stage === stage ? sum + (values[index] ?? 0) : sum), 0),
  }));
  return {
    stage: pickReadinessStage(scores),
    scores,
    scoringVersion: SCORING_VERSION,
    instrumentVersion: definition.instrumentVersion,
  };
}
