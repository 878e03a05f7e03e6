import type { CollisionDetection, DragEndEvent, DragOverEvent, DragStartEvent, Over, Active } from '@dnd-kit/core';
import { closestCorners, MouseSensor, pointerWithin, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { droppedText } from './board-announcements';
import type { BoardLists, BoardPlace } from './board-lists';
import { findPlace, moveOnBoard, samePlace } from './board-lists';
import type { BoardListSpec } from './board-types';
import { listIdOfDroppable } from './board-types';

export interface PointerDragInput {
  lists: BoardLists;
  specs: readonly BoardListSpec[];
  titleOf: (cardId: string) => string;
  onMove: (cardId: string, toListId: string, toIndex: number) => void;
  announce: (text: string) => void;
}

interface Drag {
  cardId: string;
  origin: BoardPlace;
  lists: BoardLists;
}

/** Where a drop on `over` puts a card: a list's end, or a card's place (after it when below its middle). */
function targetPlace(lists: BoardLists, active: Active, over: Over): BoardPlace | undefined {
  const overId = String(over.id);
  const listId = listIdOfDroppable(overId);
  if (listId !== undefined) return { listId, index: lists[listId]?.length ?? 0 };
  const place = findPlace(lists, overId);
  if (!place) return undefined;
  const rect = active.rect.current.translated;
  const below = rect ? rect.top > over.rect.top + over.rect.height / 2 : false;
  return { listId: place.listId, index: place.index + (below ? 1 : 0) };
}

/**
 * Drag and drop with the mouse (after a 5px move) and touch (after a 200ms press, so the page
 * still scrolls): a card follows the pointer between columns on a copy of the lists, and the drop
 * makes one move.
 */
export function usePointerDrag(input: PointerDragInput) {
  const { lists, specs, titleOf, onMove, announce } = input;
  const [drag, setDrag] = useState<Drag | null>(null);
  const lastOver = useRef<string | null>(null);
  const justMoved = useRef(false);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
  );

  // After a card jumps to another column the layout shifts; keep the last target for a frame so
  // the card does not flicker back and forth.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      justMoved.current = false;
    });
    return () => cancelAnimationFrame(frame);
  }, [drag]);

  const collisionDetection = useCallback<CollisionDetection>((args) => {
    if (justMoved.current && lastOver.current !== null) return [{ id: lastOver.current }];
    const within = pointerWithin(args);
    const cards = within.filter((hit) => listIdOfDroppable(String(hit.id)) === undefined);
    const hits = cards.length > 0 ? cards : within.length > 0 ? within : closestCorners(args);
    lastOver.current = hits[0] ? String(hits[0].id) : null;
    return hits;
  }, []);

  function onDragStart({ active }: DragStartEvent) {
    const cardId = String(active.id);
    const origin = findPlace(lists, cardId);
    if (origin) setDrag({ cardId, origin, lists });
  }

  function onDragOver({ active, over }: DragOverEvent) {
    if (!drag || !over) return;
    const from = findPlace(drag.lists, drag.cardId);
    const to = targetPlace(drag.lists, active, over);
    if (!from || !to || to.listId === from.listId) return;
    const spec = specs.find((s) => s.id === to.listId);
    if (spec?.capacity !== undefined && (drag.lists[to.listId]?.length ?? 0) >= spec.capacity) return;
    justMoved.current = true;
    setDrag({ ...drag, lists: moveOnBoard(drag.lists, drag.cardId, to.listId, to.index) });
  }

  function onDragEnd({ over }: DragEndEvent) {
    if (!drag) return;
    setDrag(null);
    let board = drag.lists;
    const from = findPlace(board, drag.cardId);
    const overId = over ? String(over.id) : undefined;
    const overPlace = overId !== undefined && listIdOfDroppable(overId) === undefined ? findPlace(board, overId) : undefined;
    if (from && overPlace && overPlace.listId === from.listId) board = moveOnBoard(board, drag.cardId, from.listId, overPlace.index);
    const place = findPlace(board, drag.cardId);
    if (!place) return;
    if (!samePlace(place, drag.origin)) onMove(drag.cardId, place.listId, place.index);
    const label = specs.find((s) => s.id === place.listId)?.label ?? '';
    announce(droppedText(titleOf(drag.cardId), label, place.index, board[place.listId]?.length ?? 0));
  }

  function onDragCancel() {
    setDrag(null);
  }

  return {
    sensors,
    collisionDetection,
    activeId: drag?.cardId ?? null,
    draft: drag?.lists ?? null,
    handlers: { onDragStart, onDragOver, onDragEnd, onDragCancel },
  };
}
