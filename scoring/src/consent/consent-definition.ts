import type { ChoiceOption, TextItem } from '../choice-item';
import type { InstrumentInfo } from '../instrument-info';

export const CONSENT_AGREE_VALUE = 'agree';

const MINIMUM_AGE = 18;
const RETENTION_YEARS = 3;

export interface ConsentItem extends TextItem {
  options: readonly ChoiceOption[];
}

export interface ConsentDefinition extends InstrumentInfo {
  id: 'consent';
  minimumAge: number;
  retentionYears: number;
  /** One item: the agreement itself; its only option is the 'I Agree' button. */
  items: readonly ConsentItem[];
}

export const consentDefinition: ConsentDefinition = {
  id: 'consent',
  instrumentVersion: '1.0.0',
  name: 'Consent',
  totalQuestions: 1,
  timeToComplete: '2 minutes',
  whatIsIt: 'Your agreement to take part in the career assessment and to let us keep your answers and results.',
  whyIsItUsed:
    'Before you answer any questions we need your informed agreement: what we collect, how long we keep it, and who to contact about it.',
  instructions: "Read the text below. If you agree, select 'I Agree'.",
  minimumAge: MINIMUM_AGE,
  retentionYears: RETENTION_YEARS,
  items: [
    {
      id: 'consent-agreement',
      text: 'I have read the text above and agree to it.',
      options: [{ value: CONSENT_AGREE_VALUE, label: 'I Agree' }],
    },
  ],
  provenance: {
    source: 'Written for this product. The support address is the practice\'s own (setting SUPPORT_EMAIL).',
    licence: 'Our own text.',
    provisional: ['The retention start point ("from your last activity") and the deletion-on-request wording await legal review.'],
  },
};

/**
 * The consent text, one paragraph per entry, shown above the 'I Agree' button. The last names the
 * practice's support address (setting SUPPORT_EMAIL); a practice that has set none is reached
 * through the contact form, never a made-up address.
 */
export function consentParagraphs(supportEmail: string | null): readonly string[] {
  return [
    `By continuing, you confirm that you are ${MINIMUM_AGE} years of age or older.`,
    'The assessments ask about your mood, personality, interests, values, work history and plans. Your answers are used to produce your results and, if your plan includes sessions, to prepare your career counselor for them. Some questionnaires touch on personal topics; you may stop at any time and come back later.',
    'The assessments support career planning. They are not a medical or psychological diagnosis and do not replace care from a health professional. If an answer suggests you may be at risk of harming yourself, we will show you where to find immediate help and let your counselor know.',
    `We keep your answers and results for ${RETENTION_YEARS} years from your last activity, then delete them. You can ask us to delete them sooner.`,
    supportEmail
      ? `Questions, or a request to see or delete your data: write to ${supportEmail}.`
      : 'Questions, or a request to see or delete your data: write to us through the contact form on our website.',
  ];
}
