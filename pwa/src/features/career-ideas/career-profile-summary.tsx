import type { CareerIdeasDto } from '@career/sync-server/records/contract/career-idea-dto';
import { CAREER_PROFILE_GAP_TEXT } from '@career/sync-server/records/contract/career-idea-dto';
import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { profileLine } from './idea-format';

const useStyles = makeStyles({
  summary: { display: 'grid', gap: '6px' },
  line: { margin: 0 },
  gaps: { margin: 0, paddingLeft: '20px', display: 'grid', gap: '4px', color: tokens.colorNeutralForeground2 },
});

/** What the fit is built on (top themes, type, education, minimum salary) and what it has to leave out. */
export function CareerProfileSummary({ ideas }: { ideas: Pick<CareerIdeasDto, 'profile' | 'missing'> }) {
  const styles = useStyles();
  const line = profileLine(ideas.profile);
  return (
    <div className={styles.summary}>
      {line ? (
        <Body1 as="p" className={styles.line}>
          {line}
        </Body1>
      ) : null}
      {ideas.missing.length ? (
        <ul className={styles.gaps} aria-label="What the fit leaves out">
          {ideas.missing.map((gap) => (
            <li key={gap}>
              <Caption1>{CAREER_PROFILE_GAP_TEXT[gap]}</Caption1>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
