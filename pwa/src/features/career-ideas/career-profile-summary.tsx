import type { CareerIdeasDto } from '@career/sync-server/records/contract/career-idea-dto';
import { Body1, makeStyles } from '@fluentui/react-components';
import { ProfileGapList } from '../records/profile-gap-list';
import { profileLine } from './idea-format';

const useStyles = makeStyles({
  summary: { display: 'grid', gap: '6px' },
  line: { margin: 0 },
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
      <ProfileGapList gaps={ideas.missing} />
    </div>
  );
}
