import type { SessionNoteDto } from '@career/sync-server/notes/contract/session-note-dto';
import { Body1, Button, Caption1, Field, Spinner, Subtitle2, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { apiErrorMessage } from '../../api/api-error';
import { Notice } from '../../layout/notice';
import { useCurrentUser } from '../auth/current-user-query';
import { addSessionNote, deleteSessionNote, editSessionNote, notesQueryKey, useSessionNotes } from './brief-api';
import { clearNoteDraft, readNoteCorrects, readNoteDraft, writeNoteCorrects, writeNoteDraft } from './note-draft';
import { SessionNoteItem, noteTime, noteTooLong } from './session-note-item';

const useStyles = makeStyles({
  section: { display: 'grid', gap: '10px' },
  heading: { margin: 0 },
  list: { display: 'grid', gap: '10px', margin: 0, padding: 0, listStyle: 'none' },
  muted: { color: tokens.colorNeutralForeground3 },
  form: { display: 'grid', gap: '8px', justifyItems: 'start', '@media print': { display: 'none' } },
  textarea: { width: '100%' },
  formButtons: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
  more: { justifySelf: 'start', '@media print': { display: 'none' } },
});

/** Whether the signed-in admin may still edit or delete a note (the server decides in the end). */
function editableBy(note: SessionNoteDto, adminId: string | undefined, now: number): boolean {
  return note.author.id === adminId && now < Date.parse(note.editableUntil);
}

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
  const adminId = useCurrentUser().data?._id;
  const [showAll, setShowAll] = useState(false);
  // The note a correction is being written for (the add form names it), or null for a new note.
  // Kept beside the draft (note-draft.ts), so a reload keeps a correction a correction.
  const [correctingId, setCorrectingIdState] = useState(() => readNoteCorrects(userId));
  const setCorrecting = (note: SessionNoteDto | null) => {
    setCorrectingIdState(note?.id ?? null);
    writeNoteCorrects(userId, note?.id ?? null);
  };
  const all = notes.data?.notes;
  const correcting = correctingId === null ? null : (all?.find((other) => other.id === correctingId) ?? null);
  const shown = limit === undefined || showAll ? all : all?.slice(0, limit);
  const tooLong = noteTooLong(draft);
  const refresh = () => queryClient.invalidateQueries({ queryKey: notesQueryKey(userId) });
  // As of the notes' loading: a window that ends while the page is open is the server's to refuse, in words.
  const now = notes.dataUpdatedAt;
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // Choosing to correct a note takes the counselor to the form that now names it.
  const focusForm = useRef(false);
  useEffect(() => {
    if (!focusForm.current) return;
    focusForm.current = false;
    textareaRef.current?.focus();
  });

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
      await addSessionNote(userId, draft, correcting?.id);
      clearNoteDraft(userId);
      setDraft('');
      setSaved(true);
      setCorrecting(null);
      await refresh();
    } catch (caught) {
      // The draft stays, typed and stored, for another try.
      setError(apiErrorMessage(caught, 'The note could not be saved. Please try again.'));
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
          <ul className={styles.list} aria-label={limit === undefined || showAll ? 'Notes' : `The latest ${limit} notes`}>
            {shown.map((note) => (
              <SessionNoteItem
                key={note.id}
                note={note}
                corrects={all?.find((other) => other.id === note.correctsId)}
                correctedBy={all?.filter((other) => other.correctsId === note.id) ?? []}
                editable={editableBy(note, adminId, now)}
                onEdit={async (text) => {
                  await editSessionNote(userId, note.id, text);
                  await refresh();
                }}
                onDelete={async () => {
                  await deleteSessionNote(userId, note.id);
                  await refresh();
                }}
                onCorrect={() => {
                  focusForm.current = true;
                  setCorrecting(note);
                  setSaved(false);
                  setError(null);
                }}
              />
            ))}
          </ul>
        ) : (
          <Body1 className={styles.muted}>No notes yet.</Body1>
        )
      ) : null}
      {limit !== undefined && all && all.length > limit ? (
        <Button className={styles.more} size="small" appearance="subtle" onClick={() => setShowAll(!showAll)}>
          {showAll ? `Show the latest ${limit} only` : `Show all ${all.length} notes`}
        </Button>
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
          label={correcting ? `Correct the note of ${noteTime.format(new Date(correcting.createdAt))}` : 'Add a note'}
          hint={tooLong ? undefined : draft ? 'Kept in this tab until you save it.' : undefined}
          validationMessage={tooLong ?? error}
          validationState={tooLong || error ? 'error' : 'none'}
        >
          <Textarea ref={textareaRef} value={draft} resize="vertical" rows={4} onChange={(_event, data) => edit(data.value)} />
        </Field>
        <div className={styles.formButtons}>
          <Button type="submit" appearance="primary" disabledFocusable={saving} icon={saving ? <Spinner size="tiny" /> : undefined}>
            {correcting ? 'Save correction' : 'Save note'}
          </Button>
          {correcting ? (
            <Button disabled={saving} onClick={() => setCorrecting(null)}>
              Not a correction
            </Button>
          ) : null}
        </div>
        <div role="status">{saved ? <Body1>Note saved.</Body1> : null}</div>
      </form>
    </section>
  );
}
