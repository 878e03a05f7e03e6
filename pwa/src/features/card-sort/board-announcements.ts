/** The board's screen-reader texts (our own wording; the spec gives none). */

export const KEYBOARD_HELP =
  'To move a card with the keyboard, press Space or Enter to pick it up, the Left and Right arrow keys to move it to another column, ' +
  'the Up and Down arrow keys to move it within a column, and Space or Enter to drop it. Escape cancels.';

function position(label: string, index: number, count: number): string {
  return `${label}, position ${index + 1} of ${count}`;
}

export function pickedUpText(title: string, label: string, index: number, count: number): string {
  return `Picked up ${title}. It is in ${position(label, index, count)}. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.`;
}

export function movedText(title: string, label: string, index: number, count: number): string {
  return `${title} is in ${position(label, index, count)}.`;
}

export function droppedText(title: string, label: string, index: number, count: number): string {
  return `Dropped ${title} in ${position(label, index, count)}.`;
}

export function cancelledText(title: string, label: string, index: number, count: number): string {
  return `Cancelled. ${title} is back in ${position(label, index, count)}.`;
}

export function fullText(label: string, capacity: number): string {
  return `${label} is full (max ${capacity}).`;
}

export function edgeText(title: string, edge: 'first' | 'last'): string {
  return `${title} is already in the ${edge} column.`;
}
