import type { InstrumentInfo } from '../instrument-info';
import type { InterviewQuestionVersion } from './interview-types';
import type { InterviewVersionRule } from './interview-versions';
import { CURRENT_INTERVIEW_VERSION, INTERVIEW_QUESTION_VERSIONS, INTERVIEW_VERSION_RULES } from './interview-versions';

export interface InterviewDefinition extends InstrumentInfo {
  id: 'interview';
  /** The version new answers are given to; equals instrumentVersion. */
  currentVersion: string;
  /** Every question version by id (spec: questionVersions with questions.sections/questions). */
  questionVersions: Readonly<Record<string, InterviewQuestionVersion>>;
  /** Which older version answers completed before a date belong to. */
  versionRules: readonly InterviewVersionRule[];
}

const CURRENT = INTERVIEW_QUESTION_VERSIONS[CURRENT_INTERVIEW_VERSION] as InterviewQuestionVersion;

export const INTERVIEW_DEFINITION: InterviewDefinition = {
  id: 'interview',
  instrumentVersion: CURRENT_INTERVIEW_VERSION,
  name: 'Psychosocial Interview',
  totalQuestions: CURRENT.questions.questions.length,
  timeToComplete: '30-45 minutes',
  whatIsIt:
    'A written interview about your background: your education, the work you have done, your ' +
    'family, your health, your finances and your goals.',
  whyIsItUsed:
    'Test results make most sense alongside your life story. Your answers let your coach ' +
    'prepare for your interview session and tailor advice to your situation and constraints.',
  instructions:
    'Answer in your own words; there are no right or wrong answers. Some questions appear only ' +
    'when they apply to you. Move between sections with Previous Section and Next Section, use ' +
    "Save & Exit to continue later, and choose I'm Finished when you are done.",
  provenance: {
    source: 'Written for this product (our own questions, informed by common career-counselling intake topics).',
    licence: 'Ours; no third-party text.',
    provisional: [
      'Version 1 content is reconstructed as version 2 without questions 11, 12 and 48; the original wording of the older version is not available.',
    ],
    notes: 'See scoring/src/interview/provenance.md.',
  },
  currentVersion: CURRENT_INTERVIEW_VERSION,
  questionVersions: INTERVIEW_QUESTION_VERSIONS,
  versionRules: INTERVIEW_VERSION_RULES,
};
