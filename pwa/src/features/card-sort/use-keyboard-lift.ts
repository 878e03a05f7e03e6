import type { KeyboardEvent } from 'react';
import { useLayoutEffect, useRef, useState } from 'react';
import { cancelledText, droppedText, edgeText, fullText, movedText, pickedUpText } from './board-announcements';
import type { BoardLists, BoardPlace } from './board-lists';
import { findPlace, moveOnBoard, samePlace } from './board-lists';
import type { BoardListSpec } from './board-types';
import { cardDomId } from './board-types';

export interface KeyboardLiftInput {
  /** The lists as saved (the lift works on a copy until it is dropped). */
  lists: BoardLists;
  specs: readonly BoardListSpec[];
  titleOf: (cardId: string) => string;
  disabled: boolean;
  /** Called once on drop when the card ends somewhere else. */
  onMove: (cardId: string, toListId: string, toIndex: number) => void;
  announce: (text: string) => void;
  keepFocus: (domId: string) => void;
}

interface Lift {
  cardId: string;
  origin: BoardPlace;
  lists: BoardLists;
}

const PICK_KEYS = new Set([' ', 'Enter']);

/**
 * Moving a card with the keyboard: Space or Enter picks it up, Left/Right move it to the previous
 * or next column, Up/Down within its column, Space or Enter drops it (one save), Escape puts it
 * back. Leaving the card (Tab) drops it where it is. Every step is announced.
 */
export function useKeyboardLift(input: KeyboardLiftInput) {
  const { lists, specs, titleOf, disabled, onMove, announce, keepFocus } = input;
  const [lift, setLift] = useState<Lift | null>(null);
  const liftRef = useRef<Lift | null>(null);
  useLayoutEffect(() => {
    liftRef.current = lift;
  });

  function where(board: BoardLists, cardId: string): [string, number, number] {
    const place = findPlace(board, cardId);
    const spec = specs.find((s) => s.id === place?.listId);
    return [spec?.label ?? '', place?.index ?? 0, board[place?.listId ?? '']?.length ?? 0];
  }

  function drop(current: Lift) {
    setLift(null);
    keepFocus(cardDomId(current.cardId));
    const place = findPlace(current.lists, current.cardId);
    if (place && !samePlace(place, current.origin)) onMove(current.cardId, place.listId, place.index);
    announce(droppedText(titleOf(current.cardId), ...where(current.lists, current.cardId)));
  }

  function step(current: Lift, listStep: number, indexStep: number) {
    const { cardId } = current;
    const place = findPlace(current.lists, cardId);
    if (!place) return;
    const listIndex = specs.findIndex((s) => s.id === place.listId);
    const target = specs[listIndex + listStep];
    if (!target) {
      announce(edgeText(titleOf(cardId), listStep < 0 ? 'first' : 'last'));
      return;
    }
    const targetCards = current.lists[target.id] ?? [];
    if (listStep !== 0 && target.capacity !== undefined && targetCards.length >= target.capacity) {
      announce(fullText(target.label, target.capacity));
      return;
    }
    const index = listStep === 0 ? place.index + indexStep : Math.min(place.index, targetCards.length);
    if (listStep === 0 && (index < 0 || index >= targetCards.length)) return;
    const next = { ...current, lists: moveOnBoard(current.lists, cardId, target.id, index) };
    setLift(next);
    keepFocus(cardDomId(cardId));
    announce(movedText(titleOf(cardId), ...where(next.lists, cardId)));
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>, cardId: string) {
    if (disabled || event.altKey || event.ctrlKey || event.metaKey) return;
    if (!lift || lift.cardId !== cardId) {
      if (!PICK_KEYS.has(event.key)) return;
      event.preventDefault();
      const origin = findPlace(lists, cardId);
      if (!origin) return;
      setLift({ cardId, origin, lists });
      announce(pickedUpText(titleOf(cardId), ...where(lists, cardId)));
      return;
    }
    const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      step(lift, ...move);
    } else if (PICK_KEYS.has(event.key)) {
      event.preventDefault();
      drop(lift);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setLift(null);
      keepFocus(cardDomId(cardId));
      announce(cancelledText(titleOf(cardId), ...where(lists, cardId)));
    }
  }

  /** Tab (or a click elsewhere) while a card is lifted drops it where it is. */
  function onBlur(cardId: string) {
    window.setTimeout(() => {
      const current = liftRef.current;
      if (current?.cardId === cardId && document.activeElement?.id !== cardDomId(cardId)) drop(current);
    }, 0);
  }

  return { liftedId: lift?.cardId ?? null, draft: lift?.lists ?? null, onKeyDown, onBlur };
}
