import type { AssessmentId } from '@career/scoring/assessment-ids';

/** Names and one-line descriptions of the assessments for plan cards and the comparison table. */
export const ASSESSMENT_LABELS: Record<AssessmentId, { name: string; info: string }> = {
  consent: { name: 'Consent', info: 'Your agreement to take part, with how long we keep your data.' },
  'depression-screening': {
    name: 'Depression Screening',
    info: 'A short questionnaire on mood and energy, so your coach can support you well. Written format.',
  },
  'readiness-for-change': {
    name: 'Readiness for Change',
    info: 'Twelve statements that show where you stand in making a career change. Written format.',
  },
  neo: {
    name: 'Personality Inventory (IPIP-NEO)',
    info: 'A 240-question inventory of the five broad personality domains and their 30 facets. Written format.',
  },
  'myers-briggs': {
    name: 'Myers-Briggs Type Indicator and Strong Interest Inventory',
    info: 'Personality type and occupational interests, taken on our partner site. Written format.',
  },
  'career-values': {
    name: 'Career Values Card Sort',
    info: 'Sort 54 work values by how much they matter to you, then rank your top 8. Written format.',
  },
  interview: {
    name: 'Psychosocial Interview',
    info: 'Questions on your education, work history and goals, in a written format.',
  },
};

/** The coach sessions: a live video chat of 45 minutes with a Ph.D. level career counselor. */
export const SESSION_LABELS = {
  interview: { name: 'Interview Session', info: 'Video: a live video chat of 45 minutes with a Ph.D. level career counselor.' },
  results: { name: 'Results Session', info: 'Video: a live video chat of 45 minutes with a Ph.D. level career counselor.' },
} as const;
