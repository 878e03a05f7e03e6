import type { CareerIdeaDto } from '@career/sync-server/records/contract/career-idea-dto';
import { Body1, Caption1, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { LightbulbRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { Notice } from '../../layout/notice';
import { ButtonLink } from '../records/button-link';
import { useAdminShortlist } from './career-ideas-api';
import { OPEN_CAREER_IDEAS, clientCareerIdeasPath } from './career-ideas-params';
import { ideaMarkText } from './idea-mark-text';
import { sharedDateText } from './shared-date';
import { draftOf, isFull, isPicked, sameAsShared, togglePick } from './shortlist-draft';
import { readStoredDraft, writeStoredDraft } from './shortlist-draft-store';
import { TopIdeasByFit } from './top-ideas-by-fit';
import { useStoredDraft } from './use-stored-draft';

const useStyles = makeStyles({
  section: { display: 'grid', gap: '8px', justifyItems: 'start' },
  heading: { margin: 0 },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  list: { margin: 0, paddingLeft: '20px', display: 'grid', gap: '4px', justifySelf: 'stretch' },
  mark: { color: tokens.colorNeutralForeground2 },
});

/**
 * The user dialog's 'Career ideas': the way to the client's career ideas, their top ideas by fit to
 * pick into the admin's unshared draft (the one the career ideas page starts from, where the notes
 * are written and the list is shared), how many are picked, and the shortlist shared with the
 * client, each idea with the client's answer in words. `onNavigate` closes the dialog before the
 * page changes.
 */
export function ClientShortlistSection({ userId, onNavigate }: { userId: string; onNavigate: (path: string) => void }) {
  const styles = useStyles();
  const shortlist = useAdminShortlist(userId);
  const data = shortlist.data;
  const saved = useMemo(() => (data ? draftOf(data) : null), [data]);
  const stored = useStoredDraft(userId);
  // Picking starts from the draft kept in this tab, else from what was shared, once that has loaded.
  const draft = stored ?? saved;
  const unshared = stored !== null && saved !== null && !sameAsShared(stored, saved);

  function toggle(idea: CareerIdeaDto) {
    const current = readStoredDraft(userId) ?? saved;
    if (current) writeStoredDraft(userId, togglePick(current, { recordId: idea._id, title: idea.jobTitle }));
  }

  return (
    <section className={styles.section} aria-labelledby="client-shortlist-title">
      <Subtitle2 as="h3" id="client-shortlist-title" className={styles.heading}>
        Career ideas
      </Subtitle2>
      {/* Above what loads, so that nothing moves it under the pointer. */}
      <ButtonLink to={clientCareerIdeasPath(userId)} icon={<LightbulbRegular />} onNavigate={onNavigate}>
        {OPEN_CAREER_IDEAS}
      </ButtonLink>
      <TopIdeasByFit
        userId={userId}
        isPicked={(recordId) => (draft ? isPicked(draft, recordId) : false)}
        full={draft ? isFull(draft) : false}
        disabled={!draft}
        onToggle={toggle}
      />
      {/* Below the toggles, so that picking moves none of them; read out as it changes. */}
      <div aria-live="polite">
        {stored && unshared ? (
          <Body1 as="p" className={styles.muted}>
            {`${stored.items.length} picked, not shared yet: add notes and share on the career ideas page.`}
          </Body1>
        ) : null}
        {draft && data && !unshared && !data.sharedAt && !draft.items.length ? (
          <Body1 as="p" className={styles.muted}>
            Nothing shared yet.
          </Body1>
        ) : null}
      </div>
      {shortlist.isPending ? <Spinner size="tiny" label="Loading the shortlist..." /> : null}
      {shortlist.error ? <Notice intent="error">We could not load the shortlist. {shortlist.error.message}</Notice> : null}
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
