import type { AssessmentId } from '@career/scoring/assessment-ids';
import { CARD_SORT_DEFINITION } from '@career/scoring/card-sort/card-sort-definition';
import { CARD_LIST_IDS } from '@career/scoring/card-sort/card-sort-types';
import { consentDefinition } from '@career/scoring/consent/consent-definition';
import { depressionDefinition } from '@career/scoring/depression/depression-definition';
import { INTERVIEW_DEFINITION } from '@career/scoring/interview/interview-definition';
import { MBTI_DEFINITION } from '@career/scoring/mbti/mbti-definition';
import { neoDefinition } from '@career/scoring/neo/neo-definition';
import { readinessDefinition } from '@career/scoring/readiness/readiness-definition';

/** The most characters of JSON one interview answer may take (issue 5 checks answers per question). */
export const MAX_INTERVIEW_ANSWER_CHARS = 20_000;

/**
 * What the server accepts as answers to one assessment, derived from the instrument definitions:
 * - 'list' instruments (consent, depression-screening, readiness-for-change, neo, myers-briggs):
 *   keys '0'..String(totalQuestions - 1), each value one of the item's option values;
 * - 'map' instruments: career-values (card list ids -> distinct known card ids) and the interview
 *   (question ids of the current version -> any JSON of bounded size).
 * null is always allowed: it clears the answer.
 */
export interface AnswerRules {
  assessmentId: AssessmentId;
  name: string;
  version: string;
  totalQuestions: number;
  shape: 'list' | 'map';
  /** Every key an answer may have, in order. */
  keys: readonly string[];
  /** Why a (non-null) value cannot be stored under a known key, or undefined when it can. */
  valueProblem(key: string, value: unknown): string | undefined;
}

/** '0'..String(count - 1), or from `first` on. */
function indexKeys(count: number, first = 0): string[] {
  return Array.from({ length: count }, (_, index) => String(first + index));
}

function quoted(values: readonly string[]): string {
  return values.join(', ');
}

/** A list instrument whose item at index i takes one of optionsAt(i). */
function listRules(
  info: { id: AssessmentId; name: string; instrumentVersion: string; totalQuestions: number },
  optionsAt: (index: number) => readonly string[],
): AnswerRules {
  const keys = indexKeys(info.totalQuestions);
  return {
    assessmentId: info.id,
    name: info.name,
    version: info.instrumentVersion,
    totalQuestions: info.totalQuestions,
    shape: 'list',
    keys,
    valueProblem(key, value) {
      const options = optionsAt(Number(key));
      if (typeof value === 'string' && options.includes(value)) return undefined;
      return `Answer "${key}" must be one of ${quoted(options)} (or null to clear it).`;
    },
  };
}

const CARD_IDS = new Set(CARD_SORT_DEFINITION.questions.cards.map((card) => card.id));

function cardListProblem(key: string, value: unknown): string | undefined {
  if (!Array.isArray(value)) return `Card list "${key}" must be a list of card ids.`;
  const seen = new Set<string>();
  for (const id of value as unknown[]) {
    if (typeof id !== 'string' || !CARD_IDS.has(id)) {
      return `Card list "${key}" holds an unknown card ${JSON.stringify(id)}.`;
    }
    if (seen.has(id)) return `Card list "${key}" holds the card "${id}" more than once.`;
    seen.add(id);
  }
  return undefined;
}

function interviewValueProblem(key: string, value: unknown): string | undefined {
  const size = JSON.stringify(value).length;
  return size > MAX_INTERVIEW_ANSWER_CHARS ? `Answer "${key}" is too long (at most ${MAX_INTERVIEW_ANSWER_CHARS} characters).` : undefined;
}

const currentInterview = INTERVIEW_DEFINITION.questionVersions[INTERVIEW_DEFINITION.currentVersion];
if (!currentInterview) throw new Error(`Interview version ${INTERVIEW_DEFINITION.currentVersion} is not defined.`);

const consentValues = consentDefinition.items[0]?.options.map((option) => option.value) ?? [];
const depressionValues = depressionDefinition.items.map((item) => item.options.map((option) => option.value));
const readinessValues = readinessDefinition.options.map((option) => option.value);
const neoValues = neoDefinition.options.map((option) => option.value);
const genderValues = MBTI_DEFINITION.genderChoices.map((choice) => choice.value);

const RULES: Record<AssessmentId, AnswerRules> = {
  consent: listRules(consentDefinition, () => consentValues),
  'depression-screening': listRules(depressionDefinition, (index) => depressionValues[index] ?? []),
  'readiness-for-change': listRules(readinessDefinition, () => readinessValues),
  neo: listRules(neoDefinition, () => neoValues),
  'myers-briggs': listRules(MBTI_DEFINITION, () => genderValues),
  'career-values': {
    assessmentId: 'career-values',
    name: CARD_SORT_DEFINITION.name,
    version: CARD_SORT_DEFINITION.instrumentVersion,
    totalQuestions: CARD_SORT_DEFINITION.totalQuestions,
    shape: 'map',
    keys: [...CARD_LIST_IDS, 'rank'],
    valueProblem: cardListProblem,
  },
  interview: {
    assessmentId: 'interview',
    name: INTERVIEW_DEFINITION.name,
    version: INTERVIEW_DEFINITION.instrumentVersion,
    totalQuestions: INTERVIEW_DEFINITION.totalQuestions,
    shape: 'map',
    // Question ids are the 1-based question numbers of the current version.
    keys: indexKeys(currentInterview.questions.questions.length, 1),
    valueProblem: interviewValueProblem,
  },
};

const KEY_SETS = new Map<AssessmentId, ReadonlySet<string>>(
  Object.values(RULES).map((rules) => [rules.assessmentId, new Set(rules.keys)]),
);

export function answerRulesFor(assessmentId: AssessmentId): AnswerRules {
  return RULES[assessmentId];
}

function describeKeys(rules: AnswerRules): string {
  if (rules.shape === 'list' || rules.assessmentId === 'interview') {
    return `${rules.keys[0] ?? ''} to ${rules.keys[rules.keys.length - 1] ?? ''}`;
  }
  return `one of ${quoted(rules.keys)}`;
}

/** Why `value` cannot be stored under `key` for this assessment, or undefined when it can. */
export function answerProblem(rules: AnswerRules, key: string, value: unknown): string | undefined {
  if (!KEY_SETS.get(rules.assessmentId)?.has(key)) {
    return `Unknown answer key "${key}" for ${rules.name}: expected ${describeKeys(rules)}.`;
  }
  return value === null ? undefined : rules.valueProblem(key, value);
}

/** Why a body's totalQuestions is refused, or undefined when it is the instrument's. */
export function totalQuestionsProblem(rules: AnswerRules, totalQuestions: number): string | undefined {
  return totalQuestions === rules.totalQuestions
    ? undefined
    : `totalQuestions must be ${rules.totalQuestions} for ${rules.name} (got ${totalQuestions}).`;
}
