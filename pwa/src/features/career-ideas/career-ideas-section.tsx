import type { CareerIdeaDto, CareerIdeasDto } from '@career/sync-server/records/contract/career-idea-dto';
import { SHORTLIST_ITEMS_MAX } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { Body1, Caption1, Spinner, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { Notice } from '../../layout/notice';
import { BandsNote } from '../career-fit/bands-note';
import { UndifferentiatedNote } from '../career-fit/undifferentiated-note';
import { CareerIdeaItem } from './career-idea-item';
import { CareerProfileSummary } from './career-profile-summary';
import type { IdeasQuery } from './career-ideas-params';
import { IdeasPager } from './ideas-pager';
import { JobZoneFilter } from './job-zone-filter';

const useStyles = makeStyles({
  section: { display: 'grid', gap: '16px', alignContent: 'start', minWidth: 0 },
  heading: { margin: 0 },
  tools: { display: 'flex', gap: '12px', alignItems: 'end', justifyContent: 'space-between', flexWrap: 'wrap' },
  list: { display: 'grid', gap: '12px', margin: 0, padding: 0, listStyle: 'none' },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
  empty: { margin: 0, padding: '16px', backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge },
});

interface CareerIdeasSectionProps {
  query: IdeasQuery;
  ideas: CareerIdeasDto | undefined;
  loading: boolean;
  /** A newer page or job zone is loading while the last one shows. */
  updating: boolean;
  error: Error | null;
  isPicked: (recordId: string) => boolean;
  full: boolean;
  onQuery: (query: IdeasQuery) => void;
  onToggle: (idea: CareerIdeaDto) => void;
}

/** Why a page holds no ideas: no interests to rank by, a page past the last, or none in the chosen Job Zone. */
function emptyText(ideas: CareerIdeasDto, query: IdeasQuery): string {
  if (ideas.missing.includes('interests')) return "No career ideas yet: they are ranked by the client's interests.";
  if (ideas.total) return 'No career ideas on this page.';
  return query.jobZone === null ? 'No career ideas found.' : 'No career ideas in this Job Zone.';
}

/**
 * The client's profile (and, when no interest theme stands out, what that means for the ranks), the
 * Job Zone filter, what the bands mean, and one page of the ideas by fit, each with its shortlist toggle.
 */
export function CareerIdeasSection({ query, ideas, loading, updating, error, isPicked, full, onQuery, onToggle }: CareerIdeasSectionProps) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-labelledby="career-ideas-list-title" aria-busy={loading || updating}>
      <Title3 as="h2" id="career-ideas-list-title" className={styles.heading}>
        Ideas by fit
      </Title3>
      {ideas ? <CareerProfileSummary ideas={ideas} /> : null}
      {ideas?.profile.undifferentiated ? <UndifferentiatedNote audience="counselor" /> : null}
      <div className={styles.tools}>
        <JobZoneFilter value={query.jobZone} onChange={(jobZone) => onQuery({ page: 1, jobZone })} />
        {updating ? <Spinner size="tiny" label="Loading..." /> : null}
      </div>
      {loading ? <Spinner label="Loading career ideas..." /> : null}
      {error ? <Notice intent="error">We could not load the career ideas. {error.message}</Notice> : null}
      {full ? (
        <Caption1 as="p" className={styles.muted}>
          The shortlist is full: it holds up to {SHORTLIST_ITEMS_MAX} ideas.
        </Caption1>
      ) : null}
      {ideas && ideas.items.length ? (
        <>
          <BandsNote audience="counselor" />
          <ol className={styles.list} aria-label="Career ideas">
            {ideas.items.map((idea) => (
              <CareerIdeaItem key={idea._id} idea={idea} picked={isPicked(idea._id)} full={full} onToggle={onToggle} />
            ))}
          </ol>
        </>
      ) : null}
      {ideas && !ideas.items.length ? (
        <Body1 as="p" className={styles.empty}>
          {emptyText(ideas, query)}
        </Body1>
      ) : null}
      {ideas && ideas.total ? (
        <IdeasPager page={ideas.page} pageSize={ideas.pageSize} shown={ideas.items.length} total={ideas.total} onPage={(page) => onQuery({ ...query, page })} />
      ) : null}
    </section>
  );
}
