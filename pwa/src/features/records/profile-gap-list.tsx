import type { CareerProfileGap } from '@career/sync-server/records/contract/career-idea-dto';
import { CAREER_PROFILE_GAP_TEXT } from '@career/sync-server/records/contract/career-idea-dto';
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  gaps: { margin: 0, paddingLeft: '20px', display: 'grid', gap: '4px', color: tokens.colorNeutralForeground2 },
});

/** What the fit leaves out because the client has not given it, one line each; nothing when nothing is missing. */
export function ProfileGapList({ gaps }: { gaps: readonly CareerProfileGap[] }) {
  const styles = useStyles();
  if (!gaps.length) return null;
  return (
    <ul className={styles.gaps} aria-label="What the fit leaves out">
      {gaps.map((gap) => (
        <li key={gap}>
          <Caption1>{CAREER_PROFILE_GAP_TEXT[gap]}</Caption1>
        </li>
      ))}
    </ul>
  );
}
