import { INTERVIEW_QUESTION_VERSIONS } from '../interview/interview-versions';
import { OTHER_CHOICE } from '../interview/interview-types';
import type { MoreEducation } from './career-fit-types';

/** What the fit reads from the psychosocial interview. */
export interface CareerWishes {
  /** Highest education completed as an ONET_EDUCATION_LEVELS index; null when unknown or 'Other'. */
  educationLevel: number | null;
  /** The answer as given: the choice, or the 'Other' text (the choice 'Other' when no text); null unanswered. */
  educationLabel: string | null;
  moreEducation: MoreEducation;
  /** Lowest acceptable yearly salary (USD), a positive whole number; null when not given. */
  minimumSalary: number | null;
}

/** The questions, found by their text so renumbering across versions does not matter. */
export const CAREER_WISH_QUESTIONS = {
  education: 'What is the highest level of education you have completed?',
  moreEducation: 'Would you take on more education or training for a new career?',
  minimumSalary: 'What is the lowest yearly salary, in US dollars, you could accept in a new role?',
} as const;

/**
 * The interview's education choices as ONET_EDUCATION_LEVELS indexes (provenance.md, "Education
 * mapping"). 'Doctoral or professional degree' takes the higher of the two (10, Doctoral Degree),
 * so neither holder is told a job needs more; 'Other' (and anything unknown) is null.
 */
export const INTERVIEW_EDUCATION_LEVELS: Readonly<Record<string, number>> = {
  'Some high school': 0,
  'High school diploma or equivalent': 1,
  'Vocational or trade qualification': 2,
  'Some college, no degree': 3,
  'Associate degree': 4,
  "Bachelor's degree": 5,
  "Master's degree": 7,
  'Doctoral or professional degree': 10,
};

export const INTERVIEW_MORE_EDUCATION: Readonly<Record<string, MoreEducation>> = {
  'Yes, a full degree': 'degree',
  'Yes, a short course or certificate': 'course',
  'Only if an employer paid for it': 'employer-paid',
  No: 'no',
  'Not sure': null,
};

/** The 1-based number of the question with this text in the version, or null. */
function questionNumber(version: string, text: string): number | null {
  const index = INTERVIEW_QUESTION_VERSIONS[version]?.questions.questions.findIndex((question) => question.question === text) ?? -1;
  return index >= 0 ? index + 1 : null;
}

function answerTo(answers: Readonly<Record<string, unknown>>, version: string, text: string): unknown {
  const number = questionNumber(version, text);
  return number === null ? undefined : answers[String(number)];
}

/** A radio answer ({ selection, other? }) as [selection, other text], or null. */
function radioAnswer(answer: unknown): [string, string | null] | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { selection, other } = answer as { selection?: unknown; other?: unknown };
  if (typeof selection !== 'string' || selection === '') return null;
  return [selection, typeof other === 'string' && other.trim() !== '' ? other.trim() : null];
}

function positiveWholeDollars(answer: unknown): number | null {
  const text = typeof answer === 'string' ? answer.trim() : '';
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value > 0 && Number.isSafeInteger(value) ? value : null;
}

/**
 * The fit's wishes from interview answers keyed by question number in `version`'s numbering
 * (answers as saved: pass the version they were given to; answers already mapped by
 * mapInterviewAnswers: pass CURRENT_INTERVIEW_VERSION). A question the version lacks (version 1
 * has no 'more education' question), an unknown version, or an unanswered or malformed answer
 * gives null.
 */
export function careerWishesOf(answers: Readonly<Record<string, unknown>>, version: string): CareerWishes {
  const education = radioAnswer(answerTo(answers, version, CAREER_WISH_QUESTIONS.education));
  const more = radioAnswer(answerTo(answers, version, CAREER_WISH_QUESTIONS.moreEducation));
  const educationLabel = education === null ? null : education[0] === OTHER_CHOICE ? (education[1] ?? OTHER_CHOICE) : education[0];
  return {
    educationLevel: education === null ? null : (INTERVIEW_EDUCATION_LEVELS[education[0]] ?? null),
    educationLabel,
    moreEducation: more === null ? null : (INTERVIEW_MORE_EDUCATION[more[0]] ?? null),
    minimumSalary: positiveWholeDollars(answerTo(answers, version, CAREER_WISH_QUESTIONS.minimumSalary)),
  };
}
