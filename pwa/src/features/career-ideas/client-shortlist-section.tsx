import { Body1, Caption1, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { LightbulbRegular } from '@fluentui/react-icons';
import { Notice } from '../../layout/notice';
import { ButtonLink } from '../records/button-link';
import { useAdminShortlist } from './career-ideas-api';
import { clientCareerIdeasPath } from './career-ideas-params';
import { ideaMarkText } from './idea-mark-text';
import { sharedDateText } from './shared-date';

const useStyles = makeStyles({
  section: { display: 'grid', gap: '8px', justifyItems: 'start' },
  heading: { margin: 0 },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  list: { margin: 0, paddingLeft: '20px', display: 'grid', gap: '4px', justifySelf: 'stretch' },
  mark: { color: tokens.colorNeutralForeground2 },
});

/**
 * The user dialog's 'Career ideas': the shortlist shared with the client, each idea with the
 * client's answer in words, and the way to the client's career ideas. `onNavigate` closes the
 * dialog before the page changes.
 */
export function ClientShortlistSection({ userId, onNavigate }: { userId: string; onNavigate: (path: string) => void }) {
  const styles = useStyles();
  const shortlist = useAdminShortlist(userId);
  const data = shortlist.data;
  return (
    <section className={styles.section} aria-labelledby="client-shortlist-title">
      <Subtitle2 as="h3" id="client-shortlist-title" className={styles.heading}>
        Career ideas
      </Subtitle2>
      {/* Above what loads, so that nothing moves it under the pointer. */}
      <ButtonLink to={clientCareerIdeasPath(userId)} icon={<LightbulbRegular />} onNavigate={onNavigate}>
        Open career ideas
      </ButtonLink>
      {shortlist.isPending ? <Spinner size="tiny" label="Loading the shortlist..." /> : null}
      {shortlist.error ? <Notice intent="error">We could not load the shortlist. {shortlist.error.message}</Notice> : null}
      {data && !data.sharedAt ? (
        <Body1 as="p" className={styles.muted}>
          No shortlist shared yet.
        </Body1>
      ) : null}
      {data?.sharedAt ? (
        <>
          <Caption1 as="p" className={styles.muted}>
            {`Shortlist shared ${sharedDateText(data.sharedAt)}${data.sharedBy ? ` by ${data.sharedBy}` : ''}`}
          </Caption1>
          <ul className={styles.list} aria-label="Shared career ideas">
            {data.items.map((item) => (
              <li key={item.recordId}>
                <Body1>
                  {item.title}: <span className={styles.mark}>{ideaMarkText(data.marks, item.recordId)}</span>
                </Body1>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
