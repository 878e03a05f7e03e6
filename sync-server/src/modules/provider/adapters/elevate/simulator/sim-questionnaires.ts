import type { MbtiDichotomyId } from '@career/scoring/mbti/mbti-types';
import type { HollandTheme } from '@career/scoring/sii/sii-types';

/*
 * SIMULATOR QUESTIONNAIRES (demo mode only). These short questionnaires stand in for the provider's
 * tests so that the hand-off, the sync and the result pages can be shown end to end. Every item
 * here was written for this product: none is an item of the Myers-Briggs Type Indicator or of the
 * Strong Interest Inventory (both proprietary), and the arithmetic that scores them
 * (score-sim-mbti.ts, score-sim-sii.ts) is simulator arithmetic, not the real instruments or norms.
 */

export type SimTestType = 'MBTI' | 'SII';

/** One radio of a question: the value posted and its label. */
export interface SimChoice {
  value: number;
  label: string;
}

/** One question: a radio group named `id` (q1, bis1, ...). */
export interface SimQuestion {
  id: string;
  prompt: string;
  /** For a choice between two statements: statement A (left) and B (right). */
  poles?: { a: string; b: string };
  choices: readonly SimChoice[];
}

export interface SimSection {
  heading: string;
  intro: string;
  questions: readonly SimQuestion[];
}

export interface SimQuestionnaire {
  type: SimTestType;
  /** The path segment under /elevate-sim/tests/. */
  slug: 'mbti' | 'sii';
  title: string;
  sections: readonly SimSection[];
}

/** Between two statements, negative towards A: -2 clearly A .. 2 clearly B. */
export const BETWEEN_CHOICES: readonly SimChoice[] = [
  { value: -2, label: 'Clearly A' },
  { value: -1, label: 'Somewhat A' },
  { value: 0, label: 'In between' },
  { value: 1, label: 'Somewhat B' },
  { value: 2, label: 'Clearly B' },
];

/** The same five steps from A (0) to B (4), for the Personal Style items. */
export const POLE_CHOICES: readonly SimChoice[] = BETWEEN_CHOICES.map((choice) => ({ ...choice, value: choice.value + 2 }));

export const LIKE_CHOICES: readonly SimChoice[] = [
  { value: 0, label: 'Strongly dislike' },
  { value: 1, label: 'Dislike' },
  { value: 2, label: 'Indifferent' },
  { value: 3, label: 'Like' },
  { value: 4, label: 'Strongly like' },
];

export const CONFIDENCE_CHOICES: readonly SimChoice[] = [
  { value: 1, label: 'No confidence' },
  { value: 2, label: 'Little confidence' },
  { value: 3, label: 'Moderate confidence' },
  { value: 4, label: 'High confidence' },
  { value: 5, label: 'Very high confidence' },
];

/** Statement A leans to the first pole (E, S, T, J), B to the second (I, N, F, P). */
export const MBTI_SIM_ITEMS: readonly { id: string; dichotomy: MbtiDichotomyId; a: string; b: string }[] = [
  { id: 'q1', dichotomy: 'EI', a: 'After a busy week I recharge by going out with friends.', b: 'After a busy week I recharge with quiet time on my own.' },
  { id: 'q2', dichotomy: 'EI', a: 'In a discussion I work out my thoughts by talking.', b: 'In a discussion I think things through before I speak.' },
  { id: 'q3', dichotomy: 'EI', a: 'I enjoy meeting lots of new people.', b: 'I prefer a few close friends I know well.' },
  { id: 'q4', dichotomy: 'SN', a: 'I trust facts and what I have seen for myself.', b: 'I trust hunches and the patterns I sense.' },
  { id: 'q5', dichotomy: 'SN', a: 'I like clear, step-by-step instructions.', b: 'I like to find my own way from the big picture.' },
  { id: 'q6', dichotomy: 'SN', a: 'I pay most attention to what is happening now.', b: 'I pay most attention to what could happen next.' },
  { id: 'q7', dichotomy: 'TF', a: 'I decide by weighing the pros and cons.', b: 'I decide by thinking about how people will be affected.' },
  { id: 'q8', dichotomy: 'TF', a: 'Frank, direct feedback helps me most.', b: 'Kind, encouraging feedback helps me most.' },
  { id: 'q9', dichotomy: 'TF', a: 'A sound argument convinces me.', b: 'Shared values convince me.' },
  { id: 'q10', dichotomy: 'JP', a: 'I like to plan my week ahead.', b: 'I like to keep my week open and flexible.' },
  { id: 'q11', dichotomy: 'JP', a: 'I finish tasks well before the deadline.', b: 'I do my best work close to the deadline.' },
  { id: 'q12', dichotomy: 'JP', a: 'I feel settled once a decision is made.', b: 'I like to keep my options open for as long as I can.' },
];

/** One activity per Basic Interest Scale (the names the result views expect). */
export const SII_BIS_ITEMS: readonly { id: string; scale: string; theme: HollandTheme; activity: string }[] = [
  { id: 'bis1', scale: 'Nature & Agriculture', theme: 'realistic', activity: 'Growing vegetables or looking after farm animals' },
  { id: 'bis2', scale: 'Mechanics & Construction', theme: 'realistic', activity: 'Repairing an engine or building a garden shed' },
  { id: 'bis3', scale: 'Science', theme: 'investigative', activity: 'Running experiments in a laboratory' },
  { id: 'bis4', scale: 'Research', theme: 'investigative', activity: 'Digging through studies and data to answer a question' },
  { id: 'bis5', scale: 'Visual Arts & Design', theme: 'artistic', activity: 'Designing a poster, a logo or the layout of a room' },
  { id: 'bis6', scale: 'Writing & Mass Communication', theme: 'artistic', activity: 'Writing articles or stories for others to read' },
  { id: 'bis7', scale: 'Performing Arts', theme: 'artistic', activity: 'Acting, singing or playing music for an audience' },
  { id: 'bis8', scale: 'Counseling & Helping', theme: 'social', activity: 'Listening to someone and helping them through a hard time' },
  { id: 'bis9', scale: 'Teaching & Education', theme: 'social', activity: 'Explaining a new skill to a group of learners' },
  { id: 'bis10', scale: 'Marketing & Advertising', theme: 'enterprising', activity: 'Planning a campaign to make a new product known' },
  { id: 'bis11', scale: 'Sales', theme: 'enterprising', activity: 'Persuading a customer to buy a product' },
  { id: 'bis12', scale: 'Office Management', theme: 'conventional', activity: "Keeping an office's schedules, files and supplies in order" },
  { id: 'bis13', scale: 'Programming & Information Systems', theme: 'conventional', activity: 'Writing software or setting up computer systems' },
];

/** One item per Personal Style Scale (names as in personal-style-scales.ts); A is the low pole. */
export const SII_PSS_ITEMS: readonly { id: string; scale: string; a: string; b: string }[] = [
  { id: 'pss1', scale: 'Work Style', a: 'I would rather work on my own with ideas, data or things.', b: 'I would rather work with people most of the day.' },
  { id: 'pss2', scale: 'Learning Environment', a: 'I learn best by doing things hands-on.', b: 'I learn best from courses, lectures and reading.' },
  { id: 'pss3', scale: 'Leadership Style', a: 'I lead by quietly setting an example.', b: 'I take charge and tell others what to do.' },
  { id: 'pss4', scale: 'Risk Taking', a: 'I choose the safe, familiar option.', b: 'I enjoy taking a chance on something new.' },
  { id: 'pss5', scale: 'Team Orientation', a: 'I like to get tasks done by myself.', b: 'I like to get tasks done as part of a team.' },
];

/** One Skills Confidence item per Holland theme (RIASEC order). */
export const SII_SCI_ITEMS: readonly { id: string; theme: HollandTheme; skill: string }[] = [
  { id: 'sci1', theme: 'realistic', skill: 'fix, build or operate tools and machines' },
  { id: 'sci2', theme: 'investigative', skill: 'analyse data and solve scientific problems' },
  { id: 'sci3', theme: 'artistic', skill: 'create original writing, art, music or designs' },
  { id: 'sci4', theme: 'social', skill: 'teach, guide or care for other people' },
  { id: 'sci5', theme: 'enterprising', skill: 'lead a group and persuade others' },
  { id: 'sci6', theme: 'conventional', skill: 'organise records, numbers and detailed plans' },
];

const WHICH = 'Which statement is more like you?';

export const MBTI_SIM_QUESTIONNAIRE: SimQuestionnaire = {
  type: 'MBTI',
  slug: 'mbti',
  title: 'Type questionnaire (MBTI-style)',
  sections: [
    {
      heading: 'How you tend to be',
      intro: 'For each pair, choose how much more you are like statement A or statement B. There are no right or wrong answers.',
      questions: MBTI_SIM_ITEMS.map((item) => ({ id: item.id, prompt: WHICH, poles: { a: item.a, b: item.b }, choices: BETWEEN_CHOICES })),
    },
  ],
};

export const SII_SIM_QUESTIONNAIRE: SimQuestionnaire = {
  type: 'SII',
  slug: 'sii',
  title: 'Interest questionnaire (SII-style)',
  sections: [
    {
      heading: 'Activities',
      intro: 'How much would you like doing each activity? Do not worry about training or pay.',
      questions: SII_BIS_ITEMS.map((item) => ({ id: item.id, prompt: item.activity, choices: LIKE_CHOICES })),
    },
    {
      heading: 'Your style',
      intro: 'For each pair, choose how much more you are like statement A or statement B.',
      questions: SII_PSS_ITEMS.map((item) => ({ id: item.id, prompt: WHICH, poles: { a: item.a, b: item.b }, choices: POLE_CHOICES })),
    },
    {
      heading: 'Your confidence',
      intro: 'How confident are you in your ability to do each of these?',
      questions: SII_SCI_ITEMS.map((item) => ({ id: item.id, prompt: `I can ${item.skill}.`, choices: CONFIDENCE_CHOICES })),
    },
  ],
};

/** Both questionnaires, in the order the hub lists them. */
export const SIM_QUESTIONNAIRES: readonly SimQuestionnaire[] = [MBTI_SIM_QUESTIONNAIRE, SII_SIM_QUESTIONNAIRE];

/** Every question of a questionnaire, in page order. */
export function questionsOf(questionnaire: SimQuestionnaire): SimQuestion[] {
  return questionnaire.sections.flatMap((section) => section.questions);
}
