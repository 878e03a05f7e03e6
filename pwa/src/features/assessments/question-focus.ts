/** The DOM id of a question's block on an assessment page. */
export function questionDomId(index: number): string {
  return `question-${index}`;
}

/**
 * Moves focus into a question's radio group: its chosen option, else its first option (where the
 * arrow keys then choose). Returns false when the question is not on screen.
 */
export function focusQuestion(index: number, options: { preventScroll?: boolean } = {}): boolean {
  const block = document.getElementById(questionDomId(index));
  if (!block) return false;
  const radio = block.querySelector<HTMLInputElement>('input[type="radio"]:checked') ?? block.querySelector<HTMLInputElement>('input[type="radio"]');
  if (!radio) return false;
  radio.focus({ preventScroll: options.preventScroll ?? false });
  if (!options.preventScroll && typeof block.scrollIntoView === 'function') block.scrollIntoView({ block: 'center' });
  return true;
}
