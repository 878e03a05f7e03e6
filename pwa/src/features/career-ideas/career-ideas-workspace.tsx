import type { CareerIdeaDto, CareerIdeasDto } from '@career/sync-server/records/contract/career-idea-dto';
import type { AdminShortlistDto } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { makeStyles } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { adminShortlistKey, shareShortlist } from './career-ideas-api';
import type { IdeasQuery } from './career-ideas-params';
import { CareerIdeasSection } from './career-ideas-section';
import type { ShareProblem } from './share-problem';
import { shareProblemOf } from './share-problem';
import type { ShortlistDraft } from './shortlist-draft';
import { bodyOf, draftOf, isFull, moveItem, removeItem, sameAsShared, setNote, togglePick } from './shortlist-draft';
import { clearStoredDraft, readStoredDraft, writeStoredDraft } from './shortlist-draft-store';
import { ShortlistEditor } from './shortlist-editor';
import { useLeaveWarning } from './use-leave-warning';
import { useStoredDraft } from './use-stored-draft';

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gap: '24px',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(300px, 2fr)',
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  // Beside the list on wide screens, in view while the admin picks from a long page.
  side: {
    position: 'sticky',
    top: '72px',
    maxHeight: 'calc(100vh - 88px)',
    overflowY: 'auto',
    '@media (max-width: 900px)': { position: 'static', maxHeight: 'none', overflowY: 'visible' },
  },
});

interface CareerIdeasWorkspaceProps {
  userId: string;
  firstName: string;
  shortlist: AdminShortlistDto;
  query: IdeasQuery;
  ideas: { data: CareerIdeasDto | undefined; isPending: boolean; isPlaceholderData: boolean; isFetching: boolean; error: Error | null };
  onQuery: (query: IdeasQuery) => void;
}

/**
 * The ideas and the shortlist being put together from them, side by side; sharing replaces what was
 * shared before. The draft starts from the one kept in this tab (picked here earlier, or in the user
 * dialog), else from what was shared; each change is kept there until it is shared or discarded.
 */
export function CareerIdeasWorkspace({ userId, firstName, shortlist, query, ideas, onQuery }: CareerIdeasWorkspaceProps) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const saved = useMemo(() => draftOf(shortlist), [shortlist]);
  const stored = useStoredDraft(userId);
  const draft = stored ?? saved;
  const unshared = stored !== null && !sameAsShared(stored, saved);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<ShareProblem | null>(null);
  const [shared, setShared] = useState(false);
  // Kept in this tab, the draft is lost only when the tab is closed.
  useLeaveWarning(unshared);

  const edit = useCallback(
    (change: (draft: ShortlistDraft) => ShortlistDraft) => {
      writeStoredDraft(userId, change(readStoredDraft(userId) ?? saved));
      setShared(false);
    },
    [userId, saved],
  );
  const toggle = useCallback((idea: CareerIdeaDto) => edit((current) => togglePick(current, { recordId: idea._id, title: idea.jobTitle })), [edit]);

  async function share() {
    if (saving) return;
    if (!draft.items.length) {
      setProblem({ message: 'Pick at least one career idea to share.', notes: {}, details: [] });
      return;
    }
    setSaving(true);
    setProblem(null);
    setShared(false);
    try {
      const latest = await shareShortlist(userId, bodyOf(draft));
      queryClient.setQueryData(adminShortlistKey(userId), latest);
      clearStoredDraft(userId);
      setShared(true);
    } catch (caught) {
      setProblem(shareProblemOf(caught, draft.items));
    } finally {
      setSaving(false);
    }
  }

  function discard() {
    clearStoredDraft(userId);
    setProblem(null);
    setShared(false);
  }

  return (
    <div className={styles.columns}>
      <CareerIdeasSection
        query={query}
        ideas={ideas.data}
        loading={ideas.isPending}
        updating={ideas.isPlaceholderData && ideas.isFetching}
        error={ideas.error}
        isPicked={(recordId) => draft.items.some((item) => item.recordId === recordId)}
        full={isFull(draft)}
        onQuery={onQuery}
        onToggle={toggle}
      />
      <div className={styles.side}>
        <ShortlistEditor
          firstName={firstName}
          shortlist={shortlist}
          draft={draft}
          saving={saving}
          problem={problem}
          shared={shared}
          unshared={unshared}
          onSummary={(summary) => edit((current) => ({ ...current, summary }))}
          onNote={(recordId, note) => edit((current) => setNote(current, recordId, note))}
          onMove={(recordId, by) => edit((current) => moveItem(current, recordId, by))}
          onRemove={(recordId) => edit((current) => removeItem(current, recordId))}
          onShare={() => void share()}
          onDiscard={discard}
        />
      </div>
    </div>
  );
}
