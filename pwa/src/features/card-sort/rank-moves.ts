import type { RankAction } from './rank-card-actions';

/** The ranking after a card is put at an index of it (capped at rankCount) or taken out of it. */
export function placeInRank(rank: readonly string[], cardId: string, toIndex: number | null, rankCount: number): string[] {
  const without = rank.filter((id) => id !== cardId);
  if (toIndex === null) return without;
  without.splice(Math.max(0, Math.min(toIndex, without.length)), 0, cardId);
  return without.slice(0, rankCount);
}

/** The ranking after one of the rank step's buttons. */
export function applyRankAction(rank: readonly string[], action: RankAction, cardId: string, rankCount: number): string[] {
  const index = rank.indexOf(cardId);
  switch (action) {
    case 'add':
      return rank.length >= rankCount || index >= 0 ? [...rank] : [...rank, cardId];
    case 'remove':
      return placeInRank(rank, cardId, null, rankCount);
    case 'up':
      return index > 0 ? placeInRank(rank, cardId, index - 1, rankCount) : [...rank];
    case 'down':
      return index >= 0 && index < rank.length - 1 ? placeInRank(rank, cardId, index + 1, rankCount) : [...rank];
  }
}
