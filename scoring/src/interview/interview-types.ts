/** The choice of a radio or checkbox question that carries free text. */
export const OTHER_CHOICE = 'Other';

/**
 * A data-only visibility condition. Question numbers are 1-based in the same version and must
 * point to an earlier question.
 * - `equals` / `oneOf`: a radio selection or a text answer equals the value / one of the values.
 * - `includes`: a checkbox answer has that choice ticked.
 * - `all` / `any` / `not`: combinations.
 * A condition on an unanswered question is false (so `not` of it is true).
 */
export type ShowIf =
  | { question: number; equals: string }
  | { question: number; oneOf: readonly string[] }
  | { question: number; includes: string }
  | { all: readonly ShowIf[] }
  | { any: readonly ShowIf[] }
  | { not: ShowIf };

interface QuestionBase {
  question: string;
  description?: string;
  showIf?: ShowIf;
}

/** One choice; the 'Other' choice shows a text input limited to `characterLimit`. */
export interface RadioQuestion extends QuestionBase {
  type: 'radio';
  choices: readonly string[];
  characterLimit?: number;
}

/** Any number of choices; the 'Other' choice carries text limited to `characterLimit`. */
export interface CheckboxQuestion extends QuestionBase {
  type: 'checkbox';
  choices: readonly string[];
  characterLimit?: number;
}

export interface TextQuestion extends QuestionBase {
  type: 'text';
  characterLimit: number;
  /** Rows of the input: 1 is a single-line field. */
  lines: number;
  /** 'number': the answer must be a whole number. */
  validation?: 'number';
}

export interface TextField {
  label: string;
  characterLimit: number;
}

/** Several labelled text fields, each required. */
export interface MultiTextQuestion extends QuestionBase {
  type: 'multiText';
  textFields: readonly TextField[];
}

export type InterviewQuestion = RadioQuestion | CheckboxQuestion | TextQuestion | MultiTextQuestion;

export interface InterviewSection {
  title: string;
  subtitle: string;
  /** 1-based question numbers, inclusive. */
  from: number;
  to: number;
}

export interface InterviewQuestionVersion {
  version: string;
  /** The spec's shape: questions.sections and questions.questions. Question n is questions[n - 1]. */
  questions: {
    sections: readonly InterviewSection[];
    questions: readonly InterviewQuestion[];
  };
}

/** Radio: the selected choice, plus the text when the selection is 'Other'. */
export interface RadioAnswer {
  selection: string;
  other?: string;
}

/** Checkbox: ticked choice -> true, or the text for 'Other'. false (or absent) = not ticked. */
export type CheckboxAnswer = Record<string, boolean | string>;

/** multiText: one string per text field, in field order. */
export type MultiTextAnswer = string[];

export type InterviewAnswer = RadioAnswer | CheckboxAnswer | string | MultiTextAnswer;

/** Answers keyed by the 1-based question number as a string ('1'..'52'). */
export type InterviewAnswers = Record<string, InterviewAnswer>;
