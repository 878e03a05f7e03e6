import type { ResultMeta } from '../scoring-version';
import { SCORING_VERSION } from '../scoring-version';
import { ScoringError } from '../scoring-error';
import type { ConsentDefinition } from './consent-definition';
import { consentDefinition } from './consent-definition';

export interface ConsentResult extends ResultMeta {
  consent: boolean;
}

/**
 * Reads the consent answers: `['agree']` gives consent; `[]`, `[null]` or `['']` mean not yet
 * given. Any other value or length is malformed.
 */
export function readConsent(answers: unknown, definition: ConsentDefinition = consentDefinition): ConsentResult {
  const meta = { scoringVersion: SCORING_VERSION, instrumentVersion: definition.instrumentVersion };
  if (!Array.isArray(answers)) {
    throw new ScoringError('invalid_answer', 'Answers must be a list.');
  }
  const list: readonly unknown[] = answers;
  if (list.length > definition.totalQuestions) {
    throw new ScoringError('wrong_length', `Expected at most ${definition.totalQuestions} answer, got ${list.length}.`);
  }
  const value = list[0];
  if (value === undefined || value === null || value === '') {
    return { consent: false, ...meta };
  }
  const allowed = definition.items[0]?.options.map((option) => option.value) ?? [];
  if (typeof value !== 'string' || !allowed.includes(value)) {
    throw new ScoringError('invalid_answer', `Consent answer must be one of ${allowed.join(', ')}.`, 0);
  }
  return { consent: true, ...meta };
}
