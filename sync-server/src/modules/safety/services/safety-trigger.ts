import type { SafetyLevel } from '@career/scoring/depression/safety-level';
import { moreUrgent, reachesTopBand, selfHarmIndexOf, selfHarmLevelOf } from '@career/scoring/depression/safety-level';

/** A client's stored depression answers before and after one save (index = group number - 1). */
export interface DepressionAnswersChange {
  before: readonly unknown[];
  after: readonly unknown[];
  /** The save completed the screening. */
  completed: boolean;
}

/**
 * The level one save raises, or null: what the save changed, never what was there already, so a
 * save that leaves the answers as they were (a re-sent answer, the whole-answers form sending
 * every answer again) raises nothing, and a check-in is not undone by the next unrelated save.
 * - The self-harm group (group 9) stored with a new value above its first option: 'plans' for the
 *   statement about making plans, else 'thoughts'. A value changed back to the first option
 *   raises nothing (and clears nothing: only an admin closes a flag).
 * - The total of the groups answered reaching the top band with this save: 'high-total'.
 * - A save that completes the screening with its total in the top band: 'high-total' (the scored
 *   result says High).
 * The most urgent of these.
 */
export function levelRaisedBy(change: DepressionAnswersChange): SafetyLevel | null {
  const index = selfHarmIndexOf();
  const selfHarm = change.after[index] !== change.before[index] ? selfHarmLevelOf(change.after[index]) : null;
  const high = reachesTopBand(change.after);
  const total = high && (change.completed || !reachesTopBand(change.before)) ? 'high-total' : null;
  return moreUrgent(selfHarm, total);
}
