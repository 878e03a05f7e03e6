import { ScoringError } from '../scoring-error';
import { SCORING_VERSION } from '../scoring-version';
import type {
  CardSortGroup,
  CardSortResult,
  OnetValueProfileEntry,
  OnetWorkValueId,
  ResultCard,
  ValueBinId,
  ValueCard,
} from './card-sort-types';
import type { CardSortDefinition } from './card-sort-definition';
import { CARD_SORT_DEFINITION } from './card-sort-definition';
import { checkCardSortAnswers } from './check-card-sort-answers';
import onetWorkValues from './data/onet-work-values.json' with { type: 'json' };

function toResultCard(card: ValueCard, rank?: number): ResultCard {
  const result: ResultCard = { id: card.id, title: card.title, description: card.description, onetValue: card.onetValue };
  if (rank !== undefined) result.rank = rank;
  return result;
}

/**
 * Scores a finished card sort. Besides the structure checks of checkCardSortAnswers it requires
 * an empty start pile ('missing_answer'), every bin within its limits ('out_of_range') and
 * exactly `rankCount` ranked cards ('wrong_length').
 */
export function scoreCardSort(
  answers: unknown,
  definition: CardSortDefinition = CARD_SORT_DEFINITION,
): CardSortResult {
  const { valueBins, cards } = definition.questions;
  const sorted = checkCardSortAnswers(answers, definition.questions, definition.rankCount);
  if (sorted.start.length > 0) {
    throw new ScoringError('missing_answer', `${sorted.start.length} cards are not sorted`, 'start');
  }
  for (const binId of valueBins.allIds) {
    const { minCards, maxCards } = valueBins.byId[binId];
    const count = sorted[binId].length;
    if (count < minCards || count > maxCards) {
      throw new ScoringError('out_of_range', `Bin "${binId}" holds ${count} cards, allowed ${minCards}-${maxCards}`, binId);
    }
  }
  if (sorted.rank.length !== definition.rankCount) {
    throw new ScoringError('wrong_length', `Expected ${definition.rankCount} ranked cards, got ${sorted.rank.length}`, 'rank');
  }

  const byId = new Map(cards.map((card) => [card.id, card]));
  const cardOf = (id: string): ValueCard => byId.get(id) as ValueCard;
  const topValues = sorted.rank.map((id, index) => toResultCard(cardOf(id), index + 1));
  const starsOf = new Map<string, number>();

  const groups: CardSortGroup[] = valueBins.allIds.map((binId: ValueBinId) => {
    const bin = valueBins.byId[binId];
    const ids = binId === 'always' ? [...sorted.rank, ...sorted.always.filter((id) => !sorted.rank.includes(id))] : sorted[binId];
    for (const id of ids) starsOf.set(id, bin.stars);
    const groupCards = ids.map((id) => {
      const rank = sorted.rank.indexOf(id);
      return toResultCard(cardOf(id), rank >= 0 ? rank + 1 : undefined);
    });
    return { binId, name: bin.name, stars: bin.stars, cards: groupCards };
  });

  const onetValueProfile: OnetValueProfileEntry[] = onetWorkValues.workValues.map((value) => {
    const valueCards = cards.filter((card) => card.onetValue === value.id);
    const total = valueCards.reduce((sum, card) => sum + (starsOf.get(card.id) ?? 0), 0);
    const meanStars = valueCards.length === 0 ? 0 : Math.round((total / valueCards.length) * 100) / 100;
    return { onetValue: value.id as OnetWorkValueId, name: value.value, cardCount: valueCards.length, meanStars };
  });

  return {
    scoringVersion: SCORING_VERSION,
    instrumentVersion: definition.instrumentVersion,
    topValues,
    groups,
    onetValueProfile,
  };
}
