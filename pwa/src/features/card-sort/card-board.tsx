import type { Announcements } from '@dnd-kit/core';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { CSSProperties, ReactNode } from 'react';
import { useCallback, useState } from 'react';
import { KEYBOARD_HELP } from './board-announcements';
import { BoardCardItem } from './board-card-item';
import { BoardColumn } from './board-column';
import type { BoardLists } from './board-lists';
import type { BoardCard, BoardListSpec } from './board-types';
import { CardFace } from './card-face';
import { useFocusKeeper } from './use-focus-keeper';
import { useKeyboardLift } from './use-keyboard-lift';
import { usePointerDrag } from './use-pointer-drag';

const HELP_ID = 'card-board-keyboard-help';

/** Our own live region says what happens; dnd-kit's stays quiet. */
const QUIET: Announcements = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

const useStyles = makeStyles({
  root: { display: 'grid', gap: '8px' },
  help: { color: tokens.colorNeutralForeground2 },
  board: {
    display: 'grid',
    gap: '12px',
    alignItems: 'start',
    gridTemplateColumns: 'repeat(var(--board-columns), minmax(0, 1fr))',
    '@media (max-width: 780px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  overlay: {
    padding: '8px 10px',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `2px solid ${tokens.colorBrandStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow28,
    cursor: 'grabbing',
  },
  liveRegion: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

export interface CardBoardProps {
  /** The columns in keyboard order (Left/Right move a card to the previous/next one). */
  specs: readonly BoardListSpec[];
  /** The card ids in each column, as saved. */
  lists: BoardLists;
  cards: ReadonlyMap<string, BoardCard>;
  /** Columns per row on wide screens (one on narrow screens). */
  columns: number;
  /** Read-only: cards can be read but not moved. */
  disabled: boolean;
  /** One finished move (drop): the card goes to a column at an index. */
  onMove: (cardId: string, toListId: string, toIndex: number) => void;
  /** Extra controls beside a card (the rank step's buttons). */
  renderActions?: (cardId: string, listId: string, index: number) => ReactNode;
}

/**
 * Columns of cards moved by drag and drop (mouse, touch) and fully by keyboard, with every
 * keyboard step and every drop announced in a live region.
 */
export function CardBoard(props: CardBoardProps) {
  const { specs, lists, cards, columns, disabled, onMove, renderActions } = props;
  const styles = useStyles();
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const announce = useCallback((text: string) => setAnnouncement((last) => ({ text, count: last.count + 1 })), []);
  const keepFocus = useFocusKeeper();
  const titleOf = useCallback((cardId: string) => cards.get(cardId)?.title ?? cardId, [cards]);
  const keyboard = useKeyboardLift({ lists, specs, titleOf, disabled, onMove, announce, keepFocus });
  const pointer = usePointerDrag({ lists, specs, titleOf, onMove, announce });
  const shown = keyboard.draft ?? pointer.draft ?? lists;
  const dragged = pointer.activeId === null ? undefined : cards.get(pointer.activeId);

  return (
    <div className={styles.root}>
      {disabled ? null : (
        <Caption1 id={HELP_ID} className={styles.help}>
          {KEYBOARD_HELP}
        </Caption1>
      )}
      <DndContext
        sensors={pointer.sensors}
        collisionDetection={pointer.collisionDetection}
        accessibility={{ announcements: QUIET, screenReaderInstructions: { draggable: KEYBOARD_HELP } }}
        {...pointer.handlers}
      >
        <div className={styles.board} style={{ '--board-columns': columns } as CSSProperties}>
          {specs.map((spec) => {
            const cardIds = shown[spec.id] ?? [];
            return (
              <BoardColumn key={spec.id} spec={spec} cardIds={cardIds} disabled={disabled}>
                {cardIds.map((cardId, index) => {
                  const card = cards.get(cardId);
                  if (!card) return null;
                  return (
                    <BoardCardItem
                      key={cardId}
                      card={card}
                      index={index}
                      ordered={spec.ordered ?? false}
                      lifted={keyboard.liftedId === cardId}
                      disabled={disabled}
                      helpId={HELP_ID}
                      onKeyDown={keyboard.onKeyDown}
                      onBlur={keyboard.onBlur}
                      actions={renderActions?.(cardId, spec.id, index)}
                    />
                  );
                })}
              </BoardColumn>
            );
          })}
        </div>
        <DragOverlay>{dragged ? <div className={styles.overlay}><CardFace card={dragged} /></div> : null}</DragOverlay>
      </DndContext>
      <div className={styles.liveRegion} aria-live="assertive" aria-atomic="true" data-testid="board-announcement">
        {announcement.text}
        {announcement.count % 2 === 1 ? '\u00a0' : ''}
      </div>
    </div>
  );
}
