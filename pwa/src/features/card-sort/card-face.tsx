import { Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { BoardCard } from './board-types';

const useStyles = makeStyles({
  face: { display: 'grid', gap: '2px', textAlign: 'start' },
  title: { fontWeight: tokens.fontWeightSemibold },
  description: { color: tokens.colorNeutralForeground2 },
});

/** What a card shows: its title and, below it, its description (ids name them for the button). */
export function CardFace({ card, idPrefix }: { card: BoardCard; idPrefix?: string }) {
  const styles = useStyles();
  return (
    <span className={styles.face}>
      <Text id={idPrefix ? `${idPrefix}-title` : undefined} className={styles.title}>
        {card.title}
      </Text>
      <Caption1 id={idPrefix ? `${idPrefix}-description` : undefined} className={styles.description}>
        {card.description}
      </Caption1>
    </span>
  );
}
