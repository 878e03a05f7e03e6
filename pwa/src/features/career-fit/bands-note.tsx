import { CAREER_BANDS_NOTE_CLIENT, CAREER_BANDS_NOTE_COUNSELOR } from '@career/sync-server/records/contract/career-idea-dto';
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';

/** Who reads a view of career ideas: the counselor (admin views) or the client (their results). */
export type FitAudience = 'counselor' | 'client';

const useStyles = makeStyles({
  note: { margin: 0, color: tokens.colorNeutralForeground2, maxWidth: '90ch' },
});

/** The one line on every view that shows bands: what Strong, Good, Some and Weak match mean (and do not). */
export function BandsNote({ audience }: { audience: FitAudience }) {
  const styles = useStyles();
  return (
    <Caption1 as="p" className={styles.note}>
      {audience === 'client' ? CAREER_BANDS_NOTE_CLIENT : CAREER_BANDS_NOTE_COUNSELOR}
    </Caption1>
  );
}
