import type { ReadinessDefinition } from './readiness-definition';
import { readinessDefinition } from './readiness-definition';

/** The largest stage score: items per stage times the top answer value (4 x 2 = 8). */
export function readinessMaxStageScore(definition: ReadinessDefinition = readinessDefinition): number {
  const top = Math.max(...definition.options.map((option) => Number(option.value)));
  const perStage = Math.max(...definition.stages.map(({ stage }) => definition.items.filter((item) => item.stage === stage).length));
  return perStage * top;
}

/** The bar of a stage score: the score out of 8, from -1 (score -8) to 1 (score 8). */
export function readinessBar(score: number, definition: ReadinessDefinition = readinessDefinition): number {
  return score / readinessMaxStageScore(definition);
}
