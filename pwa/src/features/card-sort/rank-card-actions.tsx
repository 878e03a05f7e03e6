import { Button, makeStyles } from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, DismissRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';

const useStyles = makeStyles({
  actions: { display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: '2px' },
  row: { flexDirection: 'row', alignItems: 'center' },
});

export type RankAction = 'add' | 'up' | 'down' | 'remove';

export function rankActionDomId(action: RankAction, cardId: string): string {
  return `rank-${action}-${cardId}`;
}

export interface RankCardActionsProps {
  cardId: string;
  title: string;
  ranked: boolean;
  index: number;
  count: number;
  /** The ranking holds all its cards: nothing more can be added. */
  full: boolean;
  onAction: (action: RankAction, cardId: string) => void;
}

/** The rank step's buttons beside a card: the keyboard and screen-reader way to rank without dragging. */
export function RankCardActions({ cardId, title, ranked, index, count, full, onAction }: RankCardActionsProps) {
  const styles = useStyles();
  const button = (action: RankAction, label: string, icon: ReactElement, unavailable: boolean) => (
    <Button
      id={rankActionDomId(action, cardId)}
      size="small"
      appearance="subtle"
      icon={icon}
      aria-label={label}
      title={label}
      disabledFocusable={unavailable}
      onClick={() => onAction(action, cardId)}
    />
  );
  if (!ranked) {
    return <div className={`${styles.actions} ${styles.row}`}>{button('add', `Add ${title} to ranking`, <AddRegular />, full)}</div>;
  }
  return (
    <div className={styles.actions}>
      {button('up', `Move ${title} up`, <ArrowUpRegular />, index === 0)}
      {button('down', `Move ${title} down`, <ArrowDownRegular />, index === count - 1)}
      {button('remove', `Remove ${title} from ranking`, <DismissRegular />, false)}
    </div>
  );
}
