/**
 * The spec's card-sort messages (section 5), shown verbatim by the PWA. `{bin}` is the bin's
 * display name from `valueBins.byId[bin].name` ('Always', 'Often', ...).
 */
export function unsortedMessage(left: number): string {
  return `Please finish sorting all values (${left} left)`;
}

export function tooManyMessage(binName: string, maxCards: number): string {
  return `Too many cards in "${binName}" column (max ${maxCards})`;
}

export function notEnoughMessage(binName: string, minCards: number): string {
  return `Not enough cards in "${binName}" column (min ${minCards})`;
}

/** Our own message for the rank step (the spec gives none). */
export function unrankedMessage(rankCount: number, left: number): string {
  return `Please rank your top ${rankCount} values (${left} left)`;
}
