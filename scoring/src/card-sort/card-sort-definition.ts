import type { InstrumentInfo } from '../instrument-info';
import type { CardSortQuestions } from './card-sort-types';
import { VALUE_BINS, RANK_COUNT } from './value-bins';
import { VALUE_CARDS } from './value-cards';

export interface CardSortDefinition extends InstrumentInfo {
  id: 'career-values';
  questions: CardSortQuestions;
  /** Number of 'always' cards ranked in step two. */
  rankCount: number;
}

export const CARD_SORT_DEFINITION: CardSortDefinition = {
  id: 'career-values',
  instrumentVersion: '1',
  name: 'Career Values Card Sort',
  totalQuestions: VALUE_CARDS.length,
  timeToComplete: '20-30 minutes',
  whatIsIt:
    'A card sort of 54 work values. Each card names something a job can offer you, such as ' +
    'security, variety or the chance to help people. You place every card in one of five ' +
    'columns, from values you always want in your work to values you never need.',
  whyIsItUsed:
    'Knowing what you value in work helps you judge whether a career will satisfy you, not ' +
    'just whether you could do it. Your top values give you and your coach a yardstick for ' +
    'comparing options.',
  instructions:
    'Step one: drag each card from the start pile into the column that best describes how ' +
    'often you want that value in your work: Always, Often, Sometimes, Seldom or Never. Each ' +
    'column has a minimum and a maximum number of cards. ' +
    `Step two: put your top ${RANK_COUNT} 'Always' values in order, most important first.`,
  provenance: {
    source:
      'Card wording is our own. Each card is informed by one of the six work values and 21 ' +
      'work needs of O*NET 29.3 (Content Model elements 1.B.2), U.S. Department of Labor, ' +
      'Employment and Training Administration. The sort-then-rank procedure follows the ' +
      'public-domain Personal Values Card Sort (Miller et al., 2001).',
    licence:
      'Cards: ours. O*NET content used under CC BY 4.0; attribution: "This product includes ' +
      'information from O*NET 29.3 by the U.S. Department of Labor, Employment and Training ' +
      'Administration (USDOL/ETA), used under the CC BY 4.0 license. O*NET is a trademark of ' +
      'USDOL/ETA." We modified the content; USDOL/ETA has not endorsed this product.',
    provisional: ['Bin minimum and maximum card counts (our design choice, see provenance.md).'],
    notes: 'See scoring/src/card-sort/provenance.md.',
  },
  questions: { valueBins: VALUE_BINS, cards: VALUE_CARDS },
  rankCount: RANK_COUNT,
};
