import type { CareerIdeaDto } from '@career/sync-server/records/contract/career-idea-dto';
import { CAREER_PROFILE_GAP_TEXT } from '@career/sync-server/records/contract/career-idea-dto';
import { Body1, Body1Strong, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { Notice } from '../../layout/notice';
import { useCareerIdeas } from './career-ideas-api';
import { BandsNote } from '../career-fit/bands-note';
import { FitBandBadge } from '../career-fit/fit-band-badge';
import { UndifferentiatedNote } from '../career-fit/undifferentiated-note';
import { ShortlistToggle } from './shortlist-toggle';

/** How many of the client's best-fitting ideas the user dialog offers. */
export const TOP_IDEAS_COUNT = 5;

const useStyles = makeStyles({
  block: { display: 'grid', gap: '6px', justifySelf: 'stretch' },
  heading: { margin: 0 },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  list: { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: '4px' },
  // Title (wrapping when long), band and toggle on one line.
  item: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto auto', alignItems: 'center', gap: '12px' },
});

interface TopIdeasByFitProps {
  userId: string;
  isPicked: (recordId: string) => boolean;
  /** The shortlist is full: an idea not on it cannot be added. */
  full: boolean;
  /** Picking waits for the shortlist it adds to. */
  disabled: boolean;
  onToggle: (idea: CareerIdeaDto) => void;
}

/**
 * The user dialog's 'Top ideas by fit': the client's first five ideas (GET .../career-ideas?pageSize=5),
 * each with its band and the shortlist toggle, what the bands mean, and the note when the client's
 * interests are too broad to rank by.
 */
export function TopIdeasByFit({ userId, isPicked, full, disabled, onToggle }: TopIdeasByFitProps) {
  const styles = useStyles();
  const headingId = useId();
  const ideas = useCareerIdeas(userId, 1, null, TOP_IDEAS_COUNT);
  const data = ideas.data;
  const noInterests = data?.missing.includes('interests') ?? false;
  return (
    <div className={styles.block}>
      <Body1Strong as="h4" id={headingId} className={styles.heading}>
        Top ideas by fit
      </Body1Strong>
      {ideas.isPending ? <Spinner size="tiny" label="Loading the top ideas..." /> : null}
      {ideas.error ? <Notice intent="error">We could not load the top ideas. {ideas.error.message}</Notice> : null}
      {data && noInterests ? (
        <Body1 as="p" className={styles.muted}>
          {CAREER_PROFILE_GAP_TEXT.interests}
        </Body1>
      ) : null}
      {data && !noInterests && !data.items.length ? (
        <Body1 as="p" className={styles.muted}>
          No career ideas found.
        </Body1>
      ) : null}
      {data && !noInterests && data.items.length ? (
        <>
          {data.profile.undifferentiated ? <UndifferentiatedNote audience="counselor" /> : null}
          <ol className={styles.list} aria-labelledby={headingId}>
            {data.items.map((idea) => (
              <li key={idea._id} className={styles.item}>
                <Body1>{idea.jobTitle}</Body1>
                <FitBandBadge band={idea.band} />
                <ShortlistToggle title={idea.jobTitle} picked={isPicked(idea._id)} full={full} disabled={disabled} onToggle={() => onToggle(idea)} />
              </li>
            ))}
          </ol>
          <BandsNote audience="counselor" />
        </>
      ) : null}
    </div>
  );
}
