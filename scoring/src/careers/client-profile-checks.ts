import { ScoringError } from '../scoring-error';
import { ONET_WORK_VALUES, RIASEC_THEMES } from './career-fit-types';

function checkedSix(values: readonly number[], expected: number, what: string): readonly number[] {
  if (values.length !== expected) throw new ScoringError('wrong_length', `Expected ${expected} ${what}, got ${values.length}`);
  const bad = values.findIndex((value) => !Number.isFinite(value));
  if (bad >= 0) throw new ScoringError('out_of_range', `${what} ${bad} is not a finite number`, bad);
  return values;
}

/** The client's six interest scores, checked: six finite numbers (RIASEC order), else ScoringError. */
export function checkedClientInterests(interests: readonly number[]): readonly number[] {
  return checkedSix(interests, RIASEC_THEMES.length, 'interest scores');
}

/** The client's six work values, checked: six finite numbers (ONET_WORK_VALUES order), else ScoringError. */
export function checkedClientValues(values: readonly number[]): readonly number[] {
  return checkedSix(values, ONET_WORK_VALUES.length, 'work values');
}
