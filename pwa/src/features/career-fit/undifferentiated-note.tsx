import { Body1, Body1Strong, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import type { FitAudience } from './bands-note';

/** Said when the client's six interest themes lie too close together to rank jobs reliably. */
export const UNDIFFERENTIATED_TITLE_COUNSELOR = 'No interest theme stands out for the client.';
export const UNDIFFERENTIATED_TEXT_COUNSELOR =
  "The six themes lie close together, so the places would likely move a lot on a retest and no idea is banded above Some match. The Strong's Occupational Scales and Basic Interest Scales are a better place to start.";
export const UNDIFFERENTIATED_TITLE_CLIENT = 'None of your interest themes stands out.';
export const UNDIFFERENTIATED_TEXT_CLIENT =
  'Your six interest themes lie close together, so the order of these ideas could change a lot if you took the inventory again, and none is rated above Some match. The Occupational Scales and Basic Interest Scales in your Strong Interest Inventory results are a better place to start.';

const useStyles = makeStyles({
  // Rendered at once, in its final form (also in the printed report): no message bar loaded on demand.
  note: {
    display: 'grid',
    gap: '4px',
    margin: 0,
    padding: '8px 12px',
    maxWidth: '90ch',
    borderLeft: `4px solid ${tokens.colorPaletteMarigoldBorderActive}`,
    backgroundColor: tokens.colorPaletteYellowBackground2,
    '@media print': { border: `1px solid ${tokens.colorNeutralStroke1}`, borderLeftWidth: '4px' },
  },
  text: { margin: 0 },
});

/** The note on a view of career ideas when the client's interests are undifferentiated: in the counselor's words or the client's. */
export function UndifferentiatedNote({ audience }: { audience: FitAudience }) {
  const styles = useStyles();
  const titleId = useId();
  const client = audience === 'client';
  return (
    <div role="note" aria-labelledby={titleId} className={styles.note}>
      <Body1Strong as="p" id={titleId} className={styles.text}>
        {client ? UNDIFFERENTIATED_TITLE_CLIENT : UNDIFFERENTIATED_TITLE_COUNSELOR}
      </Body1Strong>
      <Body1 as="p" className={styles.text}>
        {client ? UNDIFFERENTIATED_TEXT_CLIENT : UNDIFFERENTIATED_TEXT_COUNSELOR}
      </Body1>
    </div>
  );
}
