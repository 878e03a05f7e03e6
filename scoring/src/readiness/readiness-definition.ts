import type { ChoiceOption, TextItem } from '../choice-item';
import type { InstrumentInfo } from '../instrument-info';

export type ReadinessStage = 'Precontemplation' | 'Contemplation' | 'Action';

export interface ReadinessItem extends TextItem {
  stage: ReadinessStage;
}

export interface ReadinessStageInfo {
  stage: ReadinessStage;
  /** Shown beside the stage's score in the result view. */
  explanation: string;
}

export interface ReadinessDefinition extends InstrumentInfo {
  id: 'readiness-for-change';
  /** One 5-point agreement scale shared by every statement, stored '-2'..'2'. */
  options: readonly ChoiceOption[];
  items: readonly ReadinessItem[];
  /** Stages from earliest to latest. A tie between stage scores goes to the later one. */
  stages: readonly ReadinessStageInfo[];
}

const P = 'Precontemplation';
const C = 'Contemplation';
const A = 'Action';

function item(number: number, stage: ReadinessStage, text: string): ReadinessItem {
  return { id: `readiness-${String(number).padStart(2, '0')}`, stage, text };
}

/**
 * Twelve statements about changing careers, written for this product, laid out like the
 * Readiness to Change Questionnaire: precontemplation 1, 5, 10, 12; contemplation 3, 4, 8, 9;
 * action 2, 6, 7, 11.
 */
const ITEMS: readonly ReadinessItem[] = [
  item(1, P, 'My current work suits me, and I see no need to change it.'),
  item(2, A, 'I am already taking steps to move my career in a new direction.'),
  item(3, C, "Parts of my work no longer fit me, though I haven't decided what to do about it."),
  item(4, C, 'I have been weighing the pros and cons of a career change.'),
  item(5, P, 'Exploring other careers is not something I want to spend energy on.'),
  item(6, A, 'In the last few months I have done concrete things toward a new career, such as applying, training or networking.'),
  item(7, A, 'I have a plan for my next career move and I am following it.'),
  item(8, C, 'I am seriously considering whether a different kind of work would suit me better.'),
  item(9, C, 'I often wonder whether I would be more satisfied in another line of work.'),
  item(10, P, 'Changing careers is not on my mind.'),
  item(11, A, 'I am currently learning new skills or making contacts for the career I want next.'),
  item(12, P, 'A career change would make little difference for me.'),
];

export const readinessDefinition: ReadinessDefinition = {
  id: 'readiness-for-change',
  instrumentVersion: '1.0.0',
  name: 'Readiness for Change',
  totalQuestions: ITEMS.length,
  timeToComplete: '5 minutes',
  whatIsIt: 'Twelve short statements about changing careers that show how ready you are to make a change right now.',
  whyIsItUsed:
    'People come to career counseling at different points: some are not yet thinking about a change, some are weighing it up, some are already acting. Knowing your starting point lets your counselor meet you there.',
  instructions:
    'Read each statement and choose how much you agree with it, from Strongly Disagree to Strongly Agree. There are no right or wrong answers; answer for how things are for you today.',
  options: [
    { value: '-2', label: 'Strongly Disagree' },
    { value: '-1', label: 'Disagree' },
    { value: '0', label: 'Unsure' },
    { value: '1', label: 'Agree' },
    { value: '2', label: 'Strongly Agree' },
  ],
  items: ITEMS,
  stages: [
    {
      stage: P,
      explanation:
        'Precontemplation: a career change is not on your agenda right now. You may be content where you are, or the reasons for a change may not yet feel pressing. That is a legitimate place to be; the assessments can still show what keeps your work satisfying and what might be worth watching.',
    },
    {
      stage: C,
      explanation:
        'Contemplation: you are thinking about a change and weighing what it would mean, but you have not committed to a direction. This is a good time to gather information about yourself and your options so the decision becomes clearer.',
    },
    {
      stage: A,
      explanation:
        'Action: you are already making changes, such as exploring roles, building skills or reaching out to people. The results can help you focus that energy on the options that fit you best.',
    },
  ],
  provenance: {
    source:
      'Written for this product. Structure (12 items, three 4-item stage scales, -2..+2 agreement, stage = highest scale with ties to the later stage) follows the Readiness to Change Questionnaire (Rollnick, Heather, Gold & Hall 1992; Heather & Rollnick 1993).',
    licence: 'Our own text. The RCQ wording is copyrighted (Heather & Rollnick) and is not used.',
    provisional: [
      'The statements are not validated. The item-to-stage layout and the -2..+2 coding are recalled, not verified in a primary source (see shared/data/screening-structures.json).',
    ],
  },
};
