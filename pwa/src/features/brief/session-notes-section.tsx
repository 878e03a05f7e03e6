import { SESSION_NOTE_MAX_LENGTH } from '@career/sync-server/notes/contract/session-note-dto';
import { Body1, Button, Caption1, Field, Spinner, Subtitle2, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { Notice } from '../../layout/notice';
import { addSessionNote, notesQueryKey, useSessionNotes } from './brief-api';
import { clearNoteDraft, readNoteDraft, writeNoteDraft } from './note-draft';

const useStyles = makeStyles({
  section: { display: 'grid', gap: '10px' },
  heading: { margin: 0 },
  list: { display: 'grid', gap: '10px', margin: 0, padding: 0, listStyle: 'none' },
  note: { display: 'grid', gap: '2px', borderLeft: `3px solid ${tokens.colorNeutralStroke1}`, paddingLeft: '10px' },
  text: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  form: { display: 'grid', gap: '8px', justifyItems: 'start', '@media print': { display: 'none' } },
  textarea: { width: '100%' },
});

const noteTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A counselor's private notes about a client (admins only; never shown to the client): the latest
 * `limit` notes, newest first, with author and time, and 'Add a note'. What is typed is kept as a
 * draft in this tab (note-draft.ts) until it is saved, so a reload loses nothing.
 */
export function SessionNotesSection({ userId, limit, headingLevel = 'h2' }: { userId: string; limit?: number; headingLevel?: 'h2' | 'h3' }) {
  const styles = useStyles();
  const id = useId();
  const queryClient = useQueryClient();
  const notes = useSessionNotes(userId);
  const [draft, setDraft] = useState(() => readNoteDraft(userId));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const shown = limit === undefined ? notes.data?.notes : notes.data?.notes.slice(0, limit);
  const tooLong = draft.length > SESSION_NOTE_MAX_LENGTH;

  function edit(text: string) {
    setDraft(text);
    setSaved(false);
    setError(null);
    writeNoteDraft(userId, text);
  }

  async function save() {
    if (!draft.trim()) {
      setError('Write the note first.');
      return;
    }
    if (tooLong) return;
    setSaving(true);
    setError(null);
    try {
      await addSessionNote(userId, draft);
      clearNoteDraft(userId);
      setDraft('');
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: notesQueryKey(userId) });
    } catch (caught) {
      // The draft stays, typed and stored, for another try.
      setError(caught instanceof ApiError ? caught.message : 'The note could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <Subtitle2 as={headingLevel} id={`${id}-title`} className={styles.heading}>
        Session notes
      </Subtitle2>
      <Caption1 className={styles.muted}>Private to the practice: never shown to the client or sent by e-mail. In the client&apos;s own data download.</Caption1>
      {notes.error ? <Notice intent="error">We could not load the notes. {notes.error.message}</Notice> : null}
      {notes.isPending ? <Spinner size="tiny" label="Loading notes..." /> : null}
      {shown ? (
        shown.length ? (
          <ul className={styles.list} aria-label={limit === undefined ? 'Notes' : `The latest ${limit} notes`}>
            {shown.map((note) => (
              <li key={note.id} className={styles.note}>
                <Body1 as="p" className={styles.text}>
                  {note.text}
                </Body1>
                <Caption1 className={styles.muted}>
                  {note.author.name}, {noteTime.format(new Date(note.createdAt))}
                  {note.updatedAt ? ' (edited)' : ''}
                  {note.correctsId ? ' · a correction' : ''}
                </Caption1>
              </li>
            ))}
          </ul>
        ) : (
          <Body1 className={styles.muted}>No notes yet.</Body1>
        )
      ) : null}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Field
          className={styles.textarea}
          label="Add a note"
          hint={tooLong ? undefined : draft ? 'Kept in this tab until you save it.' : undefined}
          validationMessage={tooLong ? `A note holds at most ${SESSION_NOTE_MAX_LENGTH.toLocaleString('en-US')} characters (${draft.length.toLocaleString('en-US')} now).` : error}
          validationState={tooLong || error ? 'error' : 'none'}
        >
          <Textarea value={draft} resize="vertical" rows={4} onChange={(_event, data) => edit(data.value)} />
        </Field>
        <Button type="submit" appearance="primary" disabledFocusable={saving} icon={saving ? <Spinner size="tiny" /> : undefined}>
          Save note
        </Button>
        <div role="status">{saved ? <Body1>Note saved.</Body1> : null}</div>
      </form>
    </section>
  );
}
