import type { AdminShortlistDto } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { SHORTLIST_ITEMS_MAX, SHORTLIST_SUMMARY_MAX } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { Body1, Button, Caption1, Field, Spinner, Textarea, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { ShareRegular } from '@fluentui/react-icons';
import { useEffect, useId, useState } from 'react';
import { Notice } from '../../layout/notice';
import { characterCount } from './idea-format';
import type { ShareProblem } from './share-problem';
import { sharedDateText } from './shared-date';
import type { ShortlistDraft } from './shortlist-draft';
import { ShortlistHistory } from './shortlist-history';
import { ShortlistItemFields } from './shortlist-item-fields';

const useStyles = makeStyles({
  panel: {
    display: 'grid',
    gap: '16px',
    alignContent: 'start',
    padding: '16px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  heading: { margin: 0, ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` } },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  list: { display: 'grid', gap: '12px', margin: 0, padding: 0, listStyle: 'none' },
  unshared: { display: 'flex', gap: '8px 12px', alignItems: 'center', flexWrap: 'wrap' },
  problem: { margin: 0, color: tokens.colorPaletteRedForeground1 },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
});

interface ShortlistEditorProps {
  firstName: string;
  shortlist: AdminShortlistDto;
  draft: ShortlistDraft;
  saving: boolean;
  problem: ShareProblem | null;
  shared: boolean;
  /** The draft differs from what was shared (it is kept in this tab until shared or discarded). */
  unshared: boolean;
  onSummary: (summary: string) => void;
  onNote: (recordId: string, note: string) => void;
  onMove: (recordId: string, by: -1 | 1) => void;
  onRemove: (recordId: string) => void;
  onShare: () => void;
  onDiscard: () => void;
}

/**
 * 'Shortlist for Ada': the picked ideas in order, each with its note, the session summary and
 * next steps, and 'Share with client'. Moving an idea keeps the focus on its button and says where
 * it went; removing one puts the focus on the heading. While the draft differs from what was
 * shared, a line says it is kept in this tab, with 'Discard changes' (the focus then goes to the heading).
 */
export function ShortlistEditor({ firstName, shortlist, draft, saving, problem, shared, unshared, onSummary, onNote, onMove, onRemove, onShare, onDiscard }: ShortlistEditorProps) {
  const styles = useStyles();
  const base = useId();
  const headingId = `${base}-heading`;
  const buttonId = (recordId: string, by: -1 | 1) => `${base}-${by < 0 ? 'up' : 'down'}-${recordId}`;
  const [focusTo, setFocusTo] = useState<{ id: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (focusTo) document.getElementById(focusTo.id)?.focus();
  }, [focusTo]);

  function move(recordId: string, by: -1 | 1) {
    const from = draft.items.findIndex((item) => item.recordId === recordId);
    const to = from + by;
    if (from < 0 || to < 0 || to >= draft.items.length) return;
    onMove(recordId, by);
    setFocusTo({ id: buttonId(recordId, by) });
    setAnnouncement(`Moved ${draft.items[from]?.title ?? ''} to place ${to + 1} of ${draft.items.length}.`);
  }

  function remove(recordId: string) {
    const title = draft.items.find((item) => item.recordId === recordId)?.title ?? '';
    onRemove(recordId);
    setFocusTo({ id: headingId });
    setAnnouncement(`Removed ${title} from the shortlist.`);
  }

  function discard() {
    onDiscard();
    setFocusTo({ id: headingId });
    setAnnouncement('Changes discarded.');
  }

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Title3 as="h2" id={headingId} tabIndex={-1} className={styles.heading}>
        {`Shortlist for ${firstName}`}
      </Title3>
      <Caption1 as="p" className={styles.muted}>
        {shortlist.sharedAt
          ? `Last shared ${sharedDateText(shortlist.sharedAt)}${shortlist.sharedBy ? ` by ${shortlist.sharedBy}` : ''}. Sharing again replaces it.`
          : `Nothing shared with ${firstName} yet.`}
      </Caption1>
      {draft.items.length ? (
        <ol className={styles.list} aria-label="Picked ideas">
          {draft.items.map((item, index) => (
            <ShortlistItemFields
              key={item.recordId}
              item={item}
              position={index + 1}
              count={draft.items.length}
              upId={buttonId(item.recordId, -1)}
              downId={buttonId(item.recordId, 1)}
              error={problem?.notes[item.recordId]}
              disabled={saving}
              onNote={onNote}
              onMove={move}
              onRemove={remove}
            />
          ))}
        </ol>
      ) : (
        <Body1 as="p" className={styles.muted}>
          No ideas picked yet. Choose &lsquo;Add to shortlist&rsquo; on the ideas to share up to {SHORTLIST_ITEMS_MAX}.
        </Body1>
      )}
      {problem?.items ? (
        <Body1 as="p" role="alert" className={styles.problem}>
          {problem.items}
        </Body1>
      ) : null}
      <Field
        label="Session summary and next steps"
        hint={characterCount(draft.summary, SHORTLIST_SUMMARY_MAX)}
        validationState={problem?.summary ? 'error' : 'none'}
        validationMessage={problem?.summary}
      >
        <Textarea rows={8} resize="vertical" maxLength={SHORTLIST_SUMMARY_MAX} value={draft.summary} readOnly={saving} onChange={(_event, data) => onSummary(data.value)} />
      </Field>
      {problem ? (
<Notice intent="error">{[problem.message, ...problem.details].join(' ')}</Notice>
      ) : null}
      {shared ? <Notice intent="success">{`Shared with ${firstName}. They have been sent an e-mail.`}</Notice> : null}
      {/* Below the fields: showing up at the first change, it moves none of them. */}
      {unshared ? (
        <div className={styles.unshared}>
          <Body1 as="p" className={styles.muted}>
            Not shared yet: your changes are kept in this tab until you share them.
          </Body1>
          <Button size="small" disabled={saving} onClick={discard}>
            Discard changes
          </Button>
        </div>
      ) : null}
      <div>
        {/* Still focusable while sharing (the focus stays put); the spinner is decoration beside the label. */}
        <Button appearance="primary" icon={saving ? <Spinner size="tiny" aria-hidden="true" /> : <ShareRegular />} disabledFocusable={saving} onClick={onShare}>
          Share with client
        </Button>
      </div>
      <ShortlistHistory history={shortlist.history} />
      <div aria-live="polite" className={styles.hidden}>
        {announcement}
      </div>
    </section>
  );
}
