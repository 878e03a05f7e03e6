import type { RecordSearchDto } from '@career/sync-server/records/contract/record-dto';
import { CAREER_PROFILE_GAP_TEXT } from '@career/sync-server/records/contract/career-idea-dto';
import { Body1, makeStyles } from '@fluentui/react-components';
import { Notice } from '../../layout/notice';
import { BandsNote } from '../career-fit/bands-note';
import { UndifferentiatedNote } from '../career-fit/undifferentiated-note';
import { ProfileGapList } from './profile-gap-list';

const useStyles = makeStyles({
  note: { display: 'grid', gap: '8px' },
  line: { margin: 0 },
});

export const SORTED_BY_FIT = "Sorted by fit to this client's results, highest first.";
export const NOT_SORTED = 'Matches are listed by job title and suggestions by how many filters they match.';

/**
 * Said above the results of a search opened for a client: that they come by fit, what the bands
 * mean, when the client's interests are too broad to rank by, and what the fit leaves out because
 * the client has not given it. Without interests there is no fit at all.
 */
export function FitNote({ fitFor }: { fitFor: NonNullable<RecordSearchDto['fitFor']> }) {
  const styles = useStyles();
  if (fitFor.missing.includes('interests')) {
    return (
      <Notice intent="warning">
        {CAREER_PROFILE_GAP_TEXT.interests} {NOT_SORTED}
      </Notice>
    );
  }
  return (
    <div className={styles.note}>
      <Body1 as="p" className={styles.line}>
        {SORTED_BY_FIT}
      </Body1>
      <BandsNote audience="counselor" />
      {fitFor.undifferentiated ? <UndifferentiatedNote audience="counselor" /> : null}
      <ProfileGapList gaps={fitFor.missing} />
    </div>
  );
}
