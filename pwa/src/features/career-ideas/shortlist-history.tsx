import type { ShortlistHistoryEntryDto } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { sharedDateText } from './shared-date';

const useStyles = makeStyles({
  section: { display: 'grid', gap: '6px' },
  heading: { margin: 0 },
  list: { margin: 0, paddingLeft: '20px', display: 'grid', gap: '4px', color: tokens.colorNeutralForeground2 },
});

const ideasText = (count: number) => (count === 1 ? '1 idea' : `${count} ideas`);

/** The shares a later one replaced, newest first: when, by whom, and how many ideas. */
export function ShortlistHistory({ history }: { history: readonly ShortlistHistoryEntryDto[] }) {
  const styles = useStyles();
  if (!history.length) return null;
  return (
    <section className={styles.section} aria-labelledby="shortlist-history-title">
      <Subtitle2 as="h3" id="shortlist-history-title" className={styles.heading}>
        Earlier shares
      </Subtitle2>
      <ul className={styles.list}>
        {history.map((entry) => (
          <li key={`${entry.sharedAt}-${entry.replacedAt}`}>
            <Caption1>
              {sharedDateText(entry.sharedAt)} by {entry.sharedBy}: {ideasText(entry.items.length)}
            </Caption1>
          </li>
        ))}
      </ul>
    </section>
  );
}
