import { O_NET_ATTRIBUTION } from '@career/sync-server/records/contract/record-dto';
import { Caption1, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useParams, useSearchParams } from 'react-router-dom';
import { Notice } from '../../layout/notice';
import { Page } from '../../layout/page';
import { useUserData } from '../admin/admin-api';
import { ButtonLink } from '../records/button-link';
import { ClientRecordSearchLink } from '../records/client-record-search-link';
import { useAdminShortlist, useCareerIdeas } from './career-ideas-api';
import type { IdeasQuery } from './career-ideas-params';
import { ideasQueryOf, paramsOfIdeasQuery } from './career-ideas-params';
import { CareerIdeasWorkspace } from './career-ideas-workspace';

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
  heading: { margin: 0, flexGrow: 1 },
  attribution: { color: tokens.colorNeutralForeground3, margin: 0 },
});

/**
 * /admin/users/{id}/career-ideas: the client's occupations by fit (paged, by Job Zone, kept in the
 * address) and the shortlist the admin shares with them, with a note on each idea and a summary of
 * the session. The one way in from the user dialog (and the client's results); the career-record
 * search for the client is a link from here. Reads are audited by the server.
 */
export function ClientCareerIdeasPage() {
  const styles = useStyles();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const query = ideasQueryOf(params);
  // The dialog on /admin has usually read this already: the name comes from that read.
  const user = useUserData(id, 'progress');
  const shortlist = useAdminShortlist(id);
  const ideas = useCareerIdeas(id, query.page, query.jobZone);
  const name = user.data ? `${user.data.firstName} ${user.data.lastName}` : null;

  function changeQuery(next: IdeasQuery) {
    setParams(paramsOfIdeasQuery(next));
  }

  return (
    <Page>
      <div className={styles.header}>
        <ButtonLink to="/admin" appearance="subtle" icon={<ArrowLeftRegular />} aria-label="Back to Users" />
        <Title2 as="h1" className={styles.heading}>
          {name ? `Career ideas for ${name}` : 'Career ideas'}
        </Title2>
        {user.data ? <ClientRecordSearchLink user={user.data} /> : null}
      </div>
      {user.error ? <Notice intent="error">We could not load this client. {user.error.message}</Notice> : null}
      {shortlist.error ? <Notice intent="error">We could not load the client's shortlist. {shortlist.error.message}</Notice> : null}
      {/* The shortlist starts from what the server holds now, not from an older copy in the cache. */}
      {user.data && shortlist.data && shortlist.isFetchedAfterMount && !shortlist.error ? (
        <CareerIdeasWorkspace userId={id} firstName={user.data.firstName} shortlist={shortlist.data} query={query} ideas={ideas} onQuery={changeQuery} />
      ) : user.error || shortlist.error ? null : (
        <Spinner label="Loading career ideas..." />
      )}
      <Caption1 as="p" className={styles.attribution}>
        {O_NET_ATTRIBUTION}
      </Caption1>
    </Page>
  );
}
