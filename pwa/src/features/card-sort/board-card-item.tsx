import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { KeyboardEvent, ReactNode } from 'react';
import type { BoardCard } from './board-types';
import { cardDomId } from './board-types';
import { CardFace } from './card-face';

const useStyles = makeStyles({
  item: { display: 'flex', alignItems: 'stretch', gap: '4px', listStyleType: 'none' },
  dragging: { opacity: 0.4 },
  card: {
    flexGrow: 1,
    display: 'flex',
    alignItems: 'flex-start',
    gap: '8px',
    minWidth: 0,
    padding: '8px 10px',
    font: 'inherit',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow2,
    cursor: 'grab',
    touchAction: 'manipulation',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  lifted: {
    border: `2px solid ${tokens.colorBrandStroke1}`,
    boxShadow: tokens.shadow16,
    backgroundColor: tokens.colorBrandBackground2,
    ':hover': { backgroundColor: tokens.colorBrandBackground2 },
  },
  readOnly: { cursor: 'default', boxShadow: 'none' },
  number: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1, minWidth: '1.5em' },
});

export interface BoardCardItemProps {
  card: BoardCard;
  /** Position in its list (0-based); shown as a number in an ordered list. */
  index: number;
  ordered: boolean;
  lifted: boolean;
  disabled: boolean;
  helpId: string;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, cardId: string) => void;
  onBlur: (cardId: string) => void;
  actions?: ReactNode;
}

/**
 * A card: a button named by its title and described by its description (and the keyboard help),
 * draggable with the mouse or touch and movable with the keyboard.
 */
export function BoardCardItem(props: BoardCardItemProps) {
  const { card, index, ordered, lifted, disabled, helpId, onKeyDown, onBlur, actions } = props;
  const styles = useStyles();
  const { setNodeRef, listeners, transform, transition, isDragging } = useSortable({ id: card.id, disabled });
  const domId = cardDomId(card.id);
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} className={mergeClasses(styles.item, isDragging && styles.dragging)}>
      <button
        type="button"
        id={domId}
        className={mergeClasses(styles.card, lifted && styles.lifted, disabled && styles.readOnly)}
        aria-labelledby={`${domId}-title`}
        aria-describedby={disabled ? `${domId}-description` : `${domId}-description ${helpId}`}
        aria-disabled={disabled || undefined}
        data-lifted={lifted || undefined}
        {...(disabled ? {} : listeners)}
        onKeyDown={(event) => onKeyDown(event, card.id)}
        onBlur={() => onBlur(card.id)}
      >
        {ordered ? (
          <span aria-hidden="true" className={styles.number}>
            {index + 1}.
          </span>
        ) : null}
        <CardFace card={card} idPrefix={domId} />
      </button>
      {actions}
    </li>
  );
}
