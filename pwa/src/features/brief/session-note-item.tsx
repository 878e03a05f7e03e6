import type { SessionNoteDto } from '@career/sync-server/notes/contract/session-note-dto';
import { SESSION_NOTE_MAX_LENGTH } from '@career/sync-server/notes/contract/session-note-dto';
import { Body1, Button, Caption1, Field, Spinner, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '../../api/api-error';
import { Notice } from '../../layout/notice';

const useStyles = makeStyles({
  note: { display: 'grid', gap: '4px', borderLeft: `3px solid ${tokens.colorNeutralStroke1}`, paddingLeft: '10px' },
  text: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px', '@media print': { display: 'none' } },
  textarea: { width: '100%' },
});

export const noteTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** What a note's field says when its text is over the limit, or null when it is not. */
export function noteTooLong(text: string): string | null {
  if (text.length <= SESSION_NOTE_MAX_LENGTH) return null;
  return `A note holds at most ${SESSION_NOTE_MAX_LENGTH.toLocaleString('en-US')} characters (${text.length.toLocaleString('en-US')} now).`;
}

export interface SessionNoteItemProps {
  note: SessionNoteDto;
  /** The note it corrects, when listed, and the notes that correct it. */
  corrects: SessionNoteDto | undefined;
  correctedBy: SessionNoteDto[];
  /** The author, within 24 hours of writing it (the server decides in the end). */
  editable: boolean;
  onEdit: (text: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  /** Opens the add form as a correction of this note. */
  onCorrect: () => void;
}

/**
 * One note: its text, author and time, what it corrects or what corrects it, and what may be done
 * with it: the author edits or deletes it within 24 hours (deleting asks first, in place); after
 * that, or for another counselor's note, a correction is a new note that names it.
 */
export function SessionNoteItem({ note, corrects, correctedBy, editable, onEdit, onDelete, onCorrect }: SessionNoteItemProps) {
  const styles = useStyles();
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const written = new Date(note.createdAt);
  const tooLong = noteTooLong(editing ?? '');
  // Each step takes the focus along (the button pressed goes away): Edit to the text, Delete to
  // 'Keep it', and back to Edit when done.
  const editRef = useRef<HTMLButtonElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'edit' | 'text' | 'keep' | null>(null);
  useEffect(() => {
    const next = focusNext.current;
    if (next === null) return;
    focusNext.current = null;
    ({ edit: editRef, text: textRef, keep: keepRef })[next].current?.focus();
  });

  async function act(action: () => Promise<unknown>, fallback: string, after: () => void) {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      after();
    } catch (caught) {
      setProblem(apiErrorMessage(caught, fallback));
    } finally {
      setBusy(false);
    }
  }

  const saveEdit = () => {
    if (editing === null || tooLong) return;
    if (!editing.trim()) {
      setProblem('Write the note first, or delete it.');
      return;
    }
    void act(() => onEdit(editing), 'The note could not be saved. Please try again.', () => {
      focusNext.current = 'edit';
      setEditing(null);
    });
  };

  return (
    <li className={styles.note}>
      {editing === null ? (
        <Body1 as="p" className={styles.text}>
          {note.text}
        </Body1>
      ) : (
        <Field
          className={styles.textarea}
          label={`Edit the note of ${noteTime.format(written)}`}
          validationMessage={tooLong}
          validationState={tooLong ? 'error' : 'none'}
        >
          <Textarea ref={textRef} value={editing} resize="vertical" rows={4} onChange={(_event, data) => setEditing(data.value)} />
        </Field>
      )}
      <Caption1 className={styles.muted}>
        {note.author.name}, {noteTime.format(written)}
        {note.updatedAt ? ' (edited)' : ''}
        {note.correctsId ? (corrects ? ` · corrects the note of ${noteTime.format(new Date(corrects.createdAt))}` : ' · a correction of an earlier note') : ''}
        {correctedBy.length ? ` · corrected ${correctedBy.length === 1 ? 'by the note' : 'by the notes'} of ${correctedBy.map((later) => noteTime.format(new Date(later.createdAt))).join(' and ')}` : ''}
      </Caption1>
      {problem ? <Notice intent="error">{problem}</Notice> : null}
      <div className={styles.actions}>
        {editing !== null ? (
          <>
            <Button size="small" appearance="primary" disabledFocusable={busy} icon={busy ? <Spinner size="tiny" /> : undefined} onClick={saveEdit}>
              Save changes
            </Button>
            <Button size="small" disabled={busy} onClick={() => { focusNext.current = 'edit'; setEditing(null); setProblem(null); }}>
              Cancel
            </Button>
          </>
        ) : confirming ? (
          // A group named by its question: moving into it, a screen reader says what is asked.
          <div role="group" aria-label="Delete this note? This cannot be undone." className={styles.actions}>
            <Body1>Delete this note? This cannot be undone.</Body1>
            <Button
              size="small"
              appearance="primary"
              disabledFocusable={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              onClick={() => void act(onDelete, 'The note could not be deleted. Please try again.', () => setConfirming(false))}
            >
              Delete
            </Button>
            <Button ref={keepRef} size="small" disabled={busy} onClick={() => { focusNext.current = 'edit'; setConfirming(false); setProblem(null); }}>
              Keep it
            </Button>
          </div>
        ) : editable ? (
          <>
            <Button ref={editRef} size="small" appearance="subtle" aria-label={`Edit the note of ${noteTime.format(written)}`} onClick={() => { focusNext.current = 'text'; setEditing(note.text); setProblem(null); }}>
              Edit
            </Button>
            {correctedBy.length ? null : (
              <Button size="small" appearance="subtle" aria-label={`Delete the note of ${noteTime.format(written)}`} onClick={() => { focusNext.current = 'keep'; setConfirming(true); setProblem(null); }}>
                Delete
              </Button>
            )}
          </>
        ) : (
          <Button size="small" appearance="subtle" aria-label={`Write a correction of the note of ${noteTime.format(written)}`} onClick={onCorrect}>
            Write a correction
          </Button>
        )}
      </div>
    </li>
  );
}
