/**
 * Landing page content. The embedded default of the content service: a CMS can replace it later.
 * Testimonials are illustrative placeholders: replace them with real client words, with consent.
 */
export const HOW_IT_WORKS = [
  { title: 'Choose a plan', text: 'Start free, or pick a plan with sessions with a career psychologist.' },
  { title: 'Take the assessments', text: 'Answer at your own pace, over several sittings, even offline. Every answer is saved on your device.' },
  { title: 'See your results', text: 'Personality, values, interests and readiness for change, explained in plain words.' },
  { title: 'Talk it through', text: 'Review your results in a 45-minute video session with a Ph.D. level career counselor.' },
] as const;

export const TESTIMONIALS = [
  { quote: 'Seeing my values next to my personality profile finally explained why my last two jobs felt wrong.', who: 'Career changer, 34' },
  { quote: 'I answered the long questionnaire on train rides, without signal. Nothing was lost.', who: 'Graduate, 23' },
  { quote: 'The results session turned a pile of scores into three concrete directions to explore.', who: 'Returning to work, 41' },
] as const;

export const FAQS = [
  {
    question: 'How long do the assessments take?',
    answer: 'About two to three hours in all. You can stop at any time with Save & Exit and continue later, on the same device, online or offline.',
  },
  {
    question: 'Who sees my answers?',
    answer: 'You, and on paid plans the career counselor who reviews your results with you. We keep your data for 3 years.',
  },
  {
    question: 'What is included in the free plan?',
    answer: 'The depression screening, the readiness for change questionnaire, the personality inventory and the career values card sort, with your results online.',
  },
  {
    question: 'Can I upgrade later?',
    answer: 'Yes. When you upgrade from a paid plan you only pay the difference, plus the processing fee.',
  },
] as const;
