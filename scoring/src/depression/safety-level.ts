import type { DepressionDefinition } from './depression-definition';
import { depressionDefinition } from './depression-definition';

/**
 * Why a client needs a check-in, most urgent first: the self-harm group answered with the
 * statement about making plans ('plans'), answered above its first option ('thoughts'), or a
 * total (of the groups answered so far) in the top band ('high-total').
 */
export type SafetyLevel = 'plans' | 'thoughts' | 'high-total';

export const SAFETY_LEVELS: readonly SafetyLevel[] = ['plans', 'thoughts', 'high-total'];

/** The more urgent of two levels (null = none). */
export function moreUrgent(first: SafetyLevel | null, second: SafetyLevel | null): SafetyLevel | null {
  if (first === null) return second;
  if (second === null) return first;
  return SAFETY_LEVELS.indexOf(first) <= SAFETY_LEVELS.indexOf(second) ? first : second;
}

/** A group's answer as a whole number within its options, or null when it is not (yet) one. */
function answeredValue(value: unknown, max: number): number | null {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && /^\d$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(parsed) && parsed >= 0 && parsed <= max ? parsed : null;
}

/** The self-harm group's level alone: 'plans', 'thoughts' or null (not answered, or its first option). */
export function selfHarmLevelOf(value: unknown, definition: DepressionDefinition = depressionDefinition): 'plans' | 'thoughts' | null {
  const { above, plansFrom } = definition.safetyRule;
  const answered = answeredValue(value, plansFrom);
  if (answered === null || answered <= above) return null;
  return answered >= plansFrom ? 'plans' : 'thoughts';
}

/** The index of the self-harm group in the definition's items. */
export function selfHarmIndexOf(definition: DepressionDefinition = depressionDefinition): number {
  const index = definition.items.findIndex((item) => item.id === definition.safetyRule.itemId);
  if (index < 0) throw new Error(`Safety item ${definition.safetyRule.itemId} is not in the definition.`);
  return index;
}

/**
 * The safety level of the answers given so far, finished or not (index = group number - 1;
 * unanswered or malformed groups count as not answered): the self-harm group's level, or
 * 'high-total' when the groups answered already add up to the top band (answers cannot lower a
 * total that is not yet complete, so it stays there unless an answer is changed).
 */
export function safetyLevelOf(answers: readonly unknown[], definition: DepressionDefinition = depressionDefinition): SafetyLevel | null {
  const selfHarm = selfHarmLevelOf(answers[selfHarmIndexOf(definition)], definition);
  if (selfHarm !== null) return selfHarm;
  return reachesTopBand(answers, definition) ? 'high-total' : null;
}

/**
 * Whether the groups answered so far (index = group number - 1; unanswered or malformed groups
 * count 0) already add up to the top band, whatever the self-harm group says: what makes a total
 * 'high-total' in safetyLevelOf, also where the self-harm group's level comes first.
 */
export function reachesTopBand(answers: readonly unknown[], definition: DepressionDefinition = depressionDefinition): boolean {
  const top = definition.bands.at(-1);
  if (top === undefined) return false;
  const total = definition.items.reduce((sum, item, index) => {
    const max = Math.max(...item.options.map((option) => Number(option.value)));
    return sum + (answeredValue(answers[index], max) ?? 0);
  }, 0);
  return total >= top.min;
}
