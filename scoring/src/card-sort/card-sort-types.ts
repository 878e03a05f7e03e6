import type { ResultMeta } from '../scoring-version';

/** The five frequency bins of the sort, from most to least valued. */
export const VALUE_BIN_IDS = ['always', 'often', 'sometimes', 'seldom', 'never'] as const;
export type ValueBinId = (typeof VALUE_BIN_IDS)[number];

/** A list the user can hold cards in: the unsorted 'start' pile or one of the bins. */
export type CardListId = 'start' | ValueBinId;
export const CARD_LIST_IDS: readonly CardListId[] = ['start', ...VALUE_BIN_IDS];

/** O*NET work value element ids (1.B.2.a..f). */
export type OnetWorkValueId = '1.B.2.a' | '1.B.2.b' | '1.B.2.c' | '1.B.2.d' | '1.B.2.e' | '1.B.2.f';

export interface ValueCard {
  /** Stable id stored in answers; never changes when the wording changes. */
  id: string;
  title: string;
  /** One line, shown under the title. */
  description: string;
  /** The O*NET work value (Theory of Work Adjustment) this card expresses. */
  onetValue: OnetWorkValueId;
  /** The O*NET work need under that value, e.g. '1.B.2.a.1', where one fits. */
  onetNeed?: string;
}

export interface ValueBin {
  /** Display name; it is also the `{bin}` of the validation messages. */
  name: string;
  minCards: number;
  maxCards: number;
  /** 4 for 'always' down to 0 for 'never'. */
  stars: number;
}

/** The spec's normalised shape: `valueBins.byId` and `valueBins.allIds`. */
export interface ValueBins {
  byId: Record<ValueBinId, ValueBin>;
  allIds: readonly ValueBinId[];
}

/**
 * Saved answers of the card sort: card ids per list, in the user's order, plus the rank step.
 * Every card is in exactly one of start/always/often/sometimes/seldom/never.
 * `rank` holds the user's top values (ids from 'always'), most important first; it is empty
 * until the rank step and has exactly `rankCount` (8) ids when complete.
 */
export interface CardSortAnswers {
  start: string[];
  always: string[];
  often: string[];
  sometimes: string[];
  seldom: string[];
  never: string[];
  rank: string[];
}

export interface CardSortQuestions {
  valueBins: ValueBins;
  cards: readonly ValueCard[];
}

export interface ResultCard {
  id: string;
  title: string;
  description: string;
  onetValue: OnetWorkValueId;
  /** 1..8 for the ranked top values, absent for the others. */
  rank?: number;
}

export interface CardSortGroup {
  binId: ValueBinId;
  name: string;
  stars: number;
  /** For 'always': the ranked cards first in rank order, then the rest in sort order. */
  cards: ResultCard[];
}

export interface OnetValueProfileEntry {
  onetValue: OnetWorkValueId;
  /** O*NET's name of the work value, e.g. 'Achievement'. */
  name: string;
  /** Number of cards of this value in the deck. */
  cardCount: number;
  /** Mean stars (0..4) of this value's cards, rounded to 2 decimals. */
  meanStars: number;
}

export interface CardSortResult extends ResultMeta {
  /** The ranked top values, rank 1 first. */
  topValues: ResultCard[];
  /** One group per bin, always (4 stars) .. never (0 stars). */
  groups: CardSortGroup[];
  /** Mean stars per O*NET work value, in O*NET order; for matching with occupations. */
  onetValueProfile: OnetValueProfileEntry[];
}
