import { CARD_SORT_DEFINITION } from '@career/scoring/card-sort/card-sort-definition';
import { checkCardSortAnswers } from '@career/scoring/card-sort/check-card-sort-answers';
import { scoreCardSort } from '@career/scoring/card-sort/score-card-sort';
import { validateCardSort, validateRank } from '@career/scoring/card-sort/validate-card-sort';
import { readConsent } from '@career/scoring/consent/read-consent';
import { scoreDepression } from '@career/scoring/depression/score-depression';
import { checkInterviewAnswers } from '@career/scoring/interview/check-interview-answers';
import { INTERVIEW_DEFINITION } from '@career/scoring/interview/interview-definition';
import { checkMbtiAnswer } from '@career/scoring/mbti/check-mbti-answer';
import { scoreNeo } from '@career/scoring/neo/score-neo';
import type { NeoNormInput } from '@career/scoring/neo/select-norm-group';
import { scoreReadiness } from '@career/scoring/readiness/score-readiness';
import { ScoringError } from '@career/scoring/scoring-error';
import { AppError } from '../../../http/app-error';
import type { AnswerRules } from './answer-rules';
import type { SpecAnswers } from './answer-shape';
import { scoringInput } from './answer-shape';

export interface FinishOutcome {
  /** The scoring result to store, or null when there is nothing to score here. */
  results: unknown;
  /** Finishing the consent gives consent. */
  givesConsent: boolean;
}

export function unansweredMessage(left: number): string {
  return `Please answer every question before finishing (${left} left).`;
}

function unprocessable(message: string): AppError {
  return new AppError('unprocessable', message);
}

function requireAllAnswered(rules: AnswerRules, answered: number): void {
  const left = rules.totalQuestions - answered;
  if (left > 0) throw unprocessable(unansweredMessage(left));
}

function checkCardSort(answers: SpecAnswers): void {
  const sorted = checkCardSortAnswers(answers, CARD_SORT_DEFINITION.questions, CARD_SORT_DEFINITION.rankCount);
  const issue = [...validateCardSort(sorted, CARD_SORT_DEFINITION.questions.valueBins), ...validateRank(sorted, CARD_SORT_DEFINITION.rankCount)][0];
  if (issue) throw unprocessable(issue.message);
}

function score(rules: AnswerRules, answers: SpecAnswers, answered: number, neoNorms: NeoNormInput): FinishOutcome {
  switch (rules.assessmentId) {
    case 'consent': {
      requireAllAnswered(rules, answered);
      const result = readConsent(answers);
      if (!result.consent) throw unprocessable(unansweredMessage(1));
      return { results: result, givesConsent: true };
    }
    case 'depression-screening':
      requireAllAnswered(rules, answered);
      return { results: scoreDepression(answers), givesConsent: false };
    case 'readiness-for-change':
      requireAllAnswered(rules, answered);
      return { results: scoreReadiness(answers), givesConsent: false };
    case 'neo':
      requireAllAnswered(rules, answered);
      // Against the client's sex and age band, or the combined norms when either is not given.
      return { results: scoreNeo(answers, neoNorms), givesConsent: false };
    case 'myers-briggs':
      // The gender is required; the MBTI and SII results come from the provider later.
      checkMbtiAnswer(answers);
      return { results: null, givesConsent: false };
    case 'career-values':
      checkCardSort(answers);
      return { results: scoreCardSort(answers), givesConsent: false };
    case 'interview': {
      const version = INTERVIEW_DEFINITION.questionVersions[INTERVIEW_DEFINITION.currentVersion];
      if (!version) throw new Error(`Interview version ${INTERVIEW_DEFINITION.currentVersion} is not defined.`);
      checkInterviewAnswers(version, answers);
      return { results: null, givesConsent: false };
    }
  }
}

/**
 * Checks and scores an assessment being finished, with the scoring package. Answers that cannot
 * be finished (unanswered items, an unfinished card sort, a malformed interview answer) are a
 * 422 unprocessable with the message to show; nothing is stored then.
 */
export function scoreOnFinish(rules: AnswerRules, answers: SpecAnswers, answered: number, neoNorms: NeoNormInput = {}): FinishOutcome {
  try {
    return score(rules, scoringInput(rules, answers), answered, neoNorms);
  } catch (error) {
    if (error instanceof ScoringError) throw unprocessable(error.message);
    throw error;
  }
}
