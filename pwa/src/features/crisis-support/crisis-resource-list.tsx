import { Body1, Body1Strong, Link, makeStyles, tokens } from '@fluentui/react-components';
import type { CrisisLine } from './crisis-copy';
import { Paragraphs } from './paragraphs';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '12px' },
  line: {
    display: 'grid',
    gap: '4px',
    padding: '12px 16px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    printColorAdjust: 'exact',
    WebkitPrintColorAdjust: 'exact',
  },
  contact: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

/**
 * The crisis lines: each one's name, how to reach it (a tel:, sms: or https: link, as the content
 * gives it) and what it is for. Shared by the questionnaire's crisis card and the result view.
 */
export function CrisisResourceList({ resources }: { resources: readonly CrisisLine[] }) {
  const styles = useStyles();
  if (resources.length === 0) return null;
  return (
    <ul className={styles.list}>
      {resources.map((line) => (
        <li key={`${line.name}-${line.contact}`} className={styles.line}>
          <Body1Strong>{line.name}</Body1Strong>
          {line.href ? (
            <Link href={line.href} className={styles.contact} inline>
              {line.contact}
            </Link>
          ) : (
            <Body1 className={styles.contact}>{line.contact}</Body1>
          )}
          {line.description?.trim() ? <Paragraphs text={line.description} /> : null}
        </li>
      ))}
    </ul>
  );
}
