const MARK = 'career.provider-handoff';

/**
 * The hand-off page posts the client to the provider once. Coming back to it with the browser's
 * Back button (a reload, or the page restored from the back-forward cache) must not post again or
 * spin forever: the mark, set just before the post, says the hand-off was done.
 */
export function markHandoff(): void {
  sessionStorage.setItem(MARK, '1');
}

/** True once after a hand-off (the mark is taken). */
export function takeHandoffMark(): boolean {
  const marked = sessionStorage.getItem(MARK) !== null;
  sessionStorage.removeItem(MARK);
  return marked;
}

/** The Myers-Briggs page clears it: the next 'Go to Myers Briggs' is a new hand-off. */
export function clearHandoffMark(): void {
  sessionStorage.removeItem(MARK);
}
