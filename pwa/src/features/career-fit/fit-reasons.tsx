import { Body1, Body1Strong, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';

export const WHY_IT_MAY_FIT = 'Why it may fit';
export const WORTH_KNOWING = 'Worth knowing';

const useStyles = makeStyles({
  reasons: { display: 'grid', gap: '6px' },
  group: { display: 'grid', gap: '2px' },
  heading: { margin: 0 },
  list: { margin: 0, paddingLeft: '20px', display: 'grid', gap: '2px' },
  worth: { color: tokens.colorNeutralForeground2 },
});

function ReasonList({ title, reasons, level, className }: { title: string; reasons: readonly string[]; level: 3 | 4 | 5; className?: string }) {
  const styles = useStyles();
  const headingId = useId();
  if (!reasons.length) return null;
  return (
    <div className={styles.group}>
      <Body1Strong as={`h${level}`} id={headingId} className={styles.heading}>
        {title}
      </Body1Strong>
      <ul className={styles.list} aria-labelledby={headingId}>
        {reasons.map((reason) => (
          <li key={reason} className={className}>
            <Body1>{reason}</Body1>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The reasons of a fit: for it under 'Why it may fit', against it (and what the fit could not
 * use) under 'Worth knowing'; a heading with nothing under it is left out. `level`: the headings'
 * level, one below the idea's title.
 */
export function FitReasons({ why, worthKnowing, level = 4 }: { why: readonly string[]; worthKnowing: readonly string[]; level?: 3 | 4 | 5 }) {
  const styles = useStyles();
  if (!why.length && !worthKnowing.length) return null;
  return (
    <div className={styles.reasons}>
      <ReasonList title={WHY_IT_MAY_FIT} reasons={why} level={level} />
      <ReasonList title={WORTH_KNOWING} reasons={worthKnowing} level={level} className={styles.worth} />
    </div>
  );
}
