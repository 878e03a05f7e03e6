import type { ChoiceOption, TextItem } from '../choice-item';
import type { InstrumentInfo } from '../instrument-info';

export type DepressionLevel = 'minimal' | 'mild' | 'moderate' | 'high';

/** One group of four statements; the option value ('0'..'3') is the statement's score. */
export interface DepressionItem extends TextItem {
  /** Symptom area the group covers (stable key, not shown). */
  area: string;
  /** Short heading of the group, shown above its statements. */
  text: string;
  options: readonly ChoiceOption[];
}

export interface DepressionBand {
  level: DepressionLevel;
  label: string;
  min: number;
  max: number;
}

export interface DepressionDefinition extends InstrumentInfo {
  id: 'depression-screening';
  items: readonly DepressionItem[];
  /** Inclusive total-score bands, in order, covering 0..maxScore without gaps. */
  bands: readonly DepressionBand[];
  /** Points marked on the result scale. */
  scaleMarkers: readonly number[];
  maxScore: number;
  /**
   * The self-harm group: any answer above `above` raises the safety flag ('thoughts'); an answer
   * at or above `plansFrom` (the statement about making plans) raises it as 'plans'.
   */
  safetyRule: { itemId: string; above: number; plansFrom: number };
  /**
   * The built-in crisis cards, shown in the questionnaire the moment the self-harm group is
   * answered above its first option (offline too): content texts replace them when cached.
   */
  safetyCards: Record<'thoughts' | 'plans', { title: string; body: string }>;
  /** The built-in crisis lines (US), shown with either card. */
  crisisResources: readonly CrisisResource[];
}

/** One crisis line: how to reach it and a tel:, sms: or https: link. */
export interface CrisisResource {
  name: string;
  contact: string;
  href: string;
  description: string;
}

function group(number: number, area: string, text: string, statements: readonly [string, string, string, string]): DepressionItem {
  return {
    id: `depression-${String(number).padStart(2, '0')}`,
    area,
    text,
    options: statements.map((label, score) => ({ value: String(score), label })),
  };
}

/**
 * 21 groups over the usual symptom areas of depression screening, written for this product.
 * They follow the structure of a 21 x 4 self-report inventory (statements scored 0-3) but none
 * of the wording of any published inventory.
 */
const ITEMS: readonly DepressionItem[] = [
  group(1, 'sadness', 'Mood', [
    'My mood has been about the same as it usually is.',
    'On many days I have felt down or low.',
    'Nearly all the time I have felt down or low.',
    'My low mood has been so heavy that it feels unbearable.',
  ]),
  group(2, 'pessimism', 'Outlook', [
    'I feel reasonably hopeful about what lies ahead.',
    'I am less hopeful about what lies ahead than I used to be.',
    'I doubt that things are going to work out for me.',
    'I see no hope at all that my situation will improve.',
  ]),
  group(3, 'past-failure', 'Looking back', [
    'When I look back, I see a fair mix of successes and setbacks.',
    'I think I have fallen short more often than I should have.',
    'When I look back, mostly I see things I got wrong.',
    'I see my whole life as one long series of failures.',
  ]),
  group(4, 'loss-of-pleasure', 'Enjoyment', [
    'The things I like give me as much enjoyment as they normally do.',
    'The things I like give me less enjoyment than they used to.',
    'Very little gives me enjoyment these days.',
    'Nothing gives me any enjoyment at all.',
  ]),
  group(5, 'guilt', 'Feeling at fault', [
    "I don't feel especially at fault for things.",
    'I feel at fault for some things I did or did not do.',
    'I feel at fault for a lot of things, a lot of the time.',
    'I feel at fault almost constantly.',
  ]),
  group(6, 'punishment-feelings', 'Paying for things', [
    "I don't think bad things are coming to me as payback.",
    'I suspect something bad may happen to me because I have it coming.',
    'I am fairly sure I will pay for what I have done.',
    'I feel I am already paying for what I have done, and that I deserve it.',
  ]),
  group(7, 'self-dislike', 'How I see myself', [
    'I feel about the same about myself as I always have.',
    'I have less confidence in myself than I used to.',
    "I don't like the person I have become.",
    'I feel real contempt for myself.',
  ]),
  group(8, 'self-criticalness', 'Judging myself', [
    'I am no harder on myself than usual.',
    'I judge myself more harshly than I used to.',
    'I keep picking apart my own shortcomings.',
    'Whenever something goes wrong, I decide it is my fault.',
  ]),
  group(9, 'self-harm-thoughts', 'Thoughts of ending my life', [
    'I have not had thoughts of ending my life.',
    'The idea of ending my life has crossed my mind, though I have no intention of acting on it.',
    'I often think about ending my life.',
    'I have been making plans to end my life.',
  ]),
  group(10, 'crying', 'Tears', [
    'I have not been tearful more than is normal for me.',
    'I have been tearful more often than is normal for me.',
    'I end up in tears over small things.',
    'I am in tears on most days.',
  ]),
  group(11, 'agitation', 'Restlessness', [
    'I feel no more keyed up or fidgety than usual.',
    'I feel more keyed up or fidgety than usual.',
    'I am so on edge that sitting still is hard for me.',
    'I am constantly on the move or pacing because I cannot settle.',
  ]),
  group(12, 'loss-of-interest', 'Interest in people and activities', [
    'I am as interested in people and activities as I normally am.',
    'My interest in people and activities has dropped somewhat.',
    'I have lost most of my interest in people and activities.',
    'Nothing and no one holds my interest anymore.',
  ]),
  group(13, 'indecisiveness', 'Making decisions', [
    'I make decisions about as easily as I normally do.',
    'Decisions take me more effort than they used to.',
    'Even everyday choices leave me stuck for a long time.',
    'I am unable to settle on any choice, however small.',
  ]),
  group(14, 'worthlessness', 'Sense of worth', [
    'I feel that I matter as much as anyone.',
    'I feel I matter less, and contribute less, than I once did.',
    'Compared with other people, I feel I count for very little.',
    'I feel I have no value at all.',
  ]),
  group(15, 'loss-of-energy', 'Energy', [
    'My energy is at its normal level.',
    'My energy is lower than usual.',
    'Low energy keeps me from getting through much of my day.',
    'I am too drained to manage even basic tasks.',
  ]),
  group(16, 'sleep-changes', 'Sleep', [
    'My sleep is much as it usually is.',
    'I have been sleeping a bit more, or a bit less, than usual.',
    'I have been sleeping a lot more, or a lot less, than usual.',
    'My sleep is badly disrupted: I am asleep for most of the day, or awake for most of the night.',
  ]),
  group(17, 'irritability', 'Patience', [
    'My patience is about what it usually is.',
    'I lose patience more easily than usual.',
    'I lose patience far more easily than usual.',
    'I am short-tempered with nearly everyone and everything.',
  ]),
  group(18, 'appetite-changes', 'Appetite', [
    'My appetite is about what it usually is.',
    'My appetite is a little bigger, or a little smaller, than usual.',
    'My appetite is much bigger, or much smaller, than usual.',
    'I have almost stopped eating, or I feel driven to eat nearly all day.',
  ]),
  group(19, 'concentration', 'Focus', [
    'I can focus as well as I normally do.',
    'Focusing is not as easy for me as it normally is.',
    'My mind wanders away from most things I try to focus on.',
    'I cannot hold my attention on anything at all.',
  ]),
  group(20, 'tiredness', 'Feeling worn out', [
    'I feel no more worn out than usual.',
    'I wear out more quickly than usual.',
    'Because I am worn out, I have dropped many of my usual activities.',
    'I am so worn out that I have given up nearly all of my usual activities.',
  ]),
  group(21, 'loss-of-interest-in-sex', 'Interest in sex and intimacy', [
    'My interest in sex and intimacy is the same as usual.',
    'I am somewhat less interested in sex and intimacy than usual.',
    'I am much less interested in sex and intimacy than usual.',
    'I have no interest in sex or intimacy at all.',
  ]),
];

export const depressionDefinition: DepressionDefinition = {
  id: 'depression-screening',
  instrumentVersion: '1.0.0',
  name: 'Depression Screening',
  totalQuestions: ITEMS.length,
  timeToComplete: '5-10 minutes',
  whatIsIt:
    'A self-report screening of 21 groups of statements about how you have been feeling: mood, outlook, energy, sleep, appetite, focus and related areas.',
  whyIsItUsed:
    'Low mood affects how we see our options and how much energy we have for change. Knowing where you stand helps your counselor pace the career work and point you to support if you need it. It is a screening, not a diagnosis.',
  instructions:
    'Each group has four statements. Choose the one that comes closest to how things have been for you during the last two weeks, today included. When two statements fit equally well, choose the stronger one.',
  items: ITEMS,
  bands: [
    { level: 'minimal', label: 'Minimal', min: 0, max: 13 },
    { level: 'mild', label: 'Mild', min: 14, max: 20 },
    { level: 'moderate', label: 'Moderate', min: 21, max: 29 },
    { level: 'high', label: 'High', min: 30, max: 63 },
  ],
  scaleMarkers: [0, 13, 21, 30, 63],
  maxScore: 63,
  safetyRule: { itemId: 'depression-09', above: 0, plansFrom: 3 },
  safetyCards: {
    thoughts: {
      title: 'Support is available right now',
      body: 'Thank you for answering honestly. Thoughts of ending your life can be very heavy, and you do not have to carry them alone: trained people are there for you at any hour, free and in confidence. If you are in danger now, call 911. Your counselor will see that you answered this way and can check in with you, but is not a crisis service.',
    },
    plans: {
      title: 'Please reach out now',
      body: 'You said you have been making plans to end your life. Please call or text 988 now, or call 911 if you might act on these plans soon. If you can, stay with someone you trust or let them know how you feel. Your counselor will see that you answered this way, but may not see it right away: please do not wait for them.',
    },
  },
  crisisResources: [
    {
      name: '988 Suicide & Crisis Lifeline',
      contact: 'Call or text 988',
      href: 'tel:988',
      description: 'Free, confidential support from trained crisis counselors, 24 hours a day, 7 days a week.',
    },
    {
      name: 'Crisis Text Line',
      contact: 'Text HOME to 741741',
      href: 'sms:741741',
      description: 'Free, confidential support by text message with a trained crisis counselor, 24 hours a day.',
    },
    { name: 'Emergency services', contact: 'Call 911', href: 'tel:911', description: 'If you or someone else is in immediate danger.' },
  ],
  provenance: {
    source:
      'Written for this product: 21 groups of four statements over the symptom areas usually covered by depression self-report inventories, scored 0-3 and summed (0-63).',
    licence: 'Our own text. No wording of the BDI-II or any other published inventory is used.',
    provisional: [
      'The item texts are not validated: the bands come from the product spec and have not been calibrated for these statements.',
    ],
    notes:
      'Bands follow the product spec (minimal 0-13, mild 14-20, moderate 21-29, high 30-63; scale markers 0, 13, 21, 30, 63). The published BDI-II bands (Beck, Steer & Brown 1996) differ by one point: 0-13 minimal, 14-19 mild, 20-28 moderate, 29-63 severe. An operator who licenses the BDI-II can load its text with replaceItemTexts and should then also replace these bands.',
  },
};
