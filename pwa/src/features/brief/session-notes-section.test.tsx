import type { SessionNoteDto } from '@career/sync-server/notes/contract/session-note-dto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from '../../test/fixtures';
import { json, renderRoutes } from '../../test/render-app';
import { SessionNotesSection } from './session-notes-section';

const HOUR = 60 * 60 * 1000;
const ME = { id: 'a1', name: 'Ada Admin' };
const COLLEAGUE = { id: 'a2', name: 'Grace Hopper' };

function note(id: string, text: string, author: typeof ME, hoursAgo: number, correctsId: string | null = null): SessionNoteDto {
  const created = Date.now() - hoursAgo * HOUR;
  return { id, text, author, bookingId: null, correctsId, createdAt: new Date(created).toISOString(), updatedAt: null, editableUntil: new Date(created + 24 * HOUR).toISOString() };
}

/** The notes routes as the server keeps them (newest first), for the signed-in admin a1; `refuse` answers PATCH and DELETE with that error instead. */
function notesServer(notes: SessionNoteDto[], refuse?: { status: number; message: string }) {
  const stored = [...notes];
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as { text: string; correctsId?: string }) : undefined;
      if (body) bodies.push({ method, ...body });
      if (url.pathname === '/api/users/current') return json(userFixture({ _id: ME.id, admin: true, plans: [] }));
      if (url.pathname === '/api/users/u1/notes' && method === 'GET') return json({ notes: stored });
      if (url.pathname === '/api/users/u1/notes' && method === 'POST' && body) {
        const added = { ...note(`n${stored.length + 1}`, body.text, ME, 0, body.correctsId ?? null) };
        stored.unshift(added);
        return json(added, 201);
      }
      const one = /^\/api\/users\/u1\/notes\/(\w+)$/.exec(url.pathname);
      const index = stored.findIndex((item) => item.id === one?.[1]);
      if (one && index >= 0 && refuse) return json({ error: { code: 'conflict', message: refuse.message } }, refuse.status);
      if (one && index >= 0 && method === 'PATCH' && body) {
        const edited: SessionNoteDto = { ...(stored[index] as SessionNoteDto), text: body.text, updatedAt: new Date().toISOString() };
        stored[index] = edited;
        return json(edited);
      }
      if (one && index >= 0 && method === 'DELETE') {
        stored.splice(index, 1);
        return json({ message: 'Note deleted' });
      }
      return json({ error: { code: 'not_found', message: 'Not found.' } }, 404);
    }),
  );
  return { stored, bodies };
}

const renderSection = (limit?: number) => renderRoutes(<Route path="/" element={<SessionNotesSection userId="u1" limit={limit} />} />);
const item = (text: string) => within(screen.getByText(text).closest('li') as HTMLElement);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('SessionNotesSection', () => {
  it("lets the author edit a note of today, and delete it after asking; no one else's and no older note offers either", async () => {
    const server = notesServer([note('n3', 'Mine, today.', ME, 2), note('n2', 'Mine, two days ago.', ME, 48), note('n1', "Grace's, today.", COLLEAGUE, 1)]);
    renderSection();
    await screen.findByText('Mine, today.');
    // Edit and Delete wait for the signed-in admin to be known.
    const mine = item('Mine, today.');
    await userEvent.click(await mine.findByRole('button', { name: /^Edit the note of / }));
    const box = mine.getByRole('textbox', { name: /^Edit the note of / });
    expect(box).toHaveValue('Mine, today.');
    await userEvent.clear(box);
    await userEvent.type(box, 'Mine, today, clearer.');
    await userEvent.click(mine.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Mine, today, clearer.')).toBeInTheDocument();
    expect(item('Mine, today, clearer.').getByText(/\(edited\)/)).toBeInTheDocument();

    for (const text of ['Mine, two days ago.', "Grace's, today."]) {
      expect(item(text).queryByRole('button', { name: /^(Edit|Delete)/ })).toBeNull();
      expect(item(text).getByRole('button', { name: /^Write a correction of the note of / })).toBeInTheDocument();
    }

    const edited = item('Mine, today, clearer.');
    await userEvent.click(edited.getByRole('button', { name: /^Delete the note of / }));
    expect(edited.getByText('Delete this note? This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(edited.getByRole('button', { name: 'Keep it' }));
    expect(server.stored).toHaveLength(3);
    await userEvent.click(edited.getByRole('button', { name: /^Delete the note of / }));
    await userEvent.click(edited.getByRole('button', { name: 'Delete' }));
    await screen.findByText('Mine, two days ago.');
    expect(screen.queryByText('Mine, today, clearer.')).toBeNull();
    expect(server.stored.map((kept) => kept.id)).toEqual(['n2', 'n1']);
  });

  it('writes a correction of an older note as a new note naming it, and shows each end of the link', async () => {
    const server = notesServer([note('n1', 'Prefers mornings.', ME, 30)]);
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: /^Write a correction of the note of / }));
    const form = screen.getByRole('textbox', { name: /^Correct the note of / });
    expect(form).toHaveFocus();
    await userEvent.type(form, 'Prefers evenings, not mornings.');
    await userEvent.click(screen.getByRole('button', { name: 'Save correction' }));
    expect(await screen.findByText('Prefers evenings, not mornings.')).toBeInTheDocument();
    expect(server.bodies).toEqual([{ method: 'POST', text: 'Prefers evenings, not mornings.', correctsId: 'n1' }]);
    expect(item('Prefers evenings, not mornings.').getByText(/corrects the note of /)).toBeInTheDocument();
    expect(item('Prefers mornings.').getByText(/corrected by the note of /)).toBeInTheDocument();
    // The form is for a new note again.
    expect(screen.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');
    // The correction, the author's own and new, may be edited, but not the note it corrects deleted.
    expect(item('Prefers evenings, not mornings.').getByRole('button', { name: /^Delete the note of / })).toBeInTheDocument();
  });

  it('offers no Delete for a note a correction names, even to its author within the 24 hours', async () => {
    notesServer([note('n2', 'Not mornings: evenings.', COLLEAGUE, 1, 'n1'), note('n1', 'Prefers mornings.', ME, 2)]);
    renderSection();
    await screen.findByText('Prefers mornings.');
    const corrected = item('Prefers mornings.');
    expect(await corrected.findByRole('button', { name: /^Edit the note of / })).toBeInTheDocument();
    expect(corrected.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('keeps a correction a correction through a reload, and moves the focus along each step of an edit or a delete', async () => {
    const server = notesServer([note('n2', 'Mine, today.', ME, 1), note('n1', 'Prefers mornings.', COLLEAGUE, 30)]);
    const first = renderSection();
    await userEvent.click(await screen.findByRole('button', { name: /^Write a correction of the note of / }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Correct the note of / }), 'Evenings.');
    first.unmount();
    renderSection();
    const box = await screen.findByRole('textbox', { name: /^Correct the note of / });
    expect(box).toHaveValue('Evenings.');
    expect(box).not.toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Save correction' }));
    await screen.findByText('Evenings.');
    expect(server.bodies).toEqual([{ method: 'POST', text: 'Evenings.', correctsId: 'n1' }]);

    const mine = item('Mine, today.');
    await userEvent.click(await mine.findByRole('button', { name: /^Edit the note of / }));
    expect(mine.getByRole('textbox', { name: /^Edit the note of / })).toHaveFocus();
    await userEvent.click(mine.getByRole('button', { name: 'Cancel' }));
    expect(mine.getByRole('button', { name: /^Edit the note of / })).toHaveFocus();
    await userEvent.click(mine.getByRole('button', { name: /^Delete the note of / }));
    expect(mine.getByRole('group', { name: 'Delete this note? This cannot be undone.' })).toBeInTheDocument();
    expect(mine.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(mine.getByRole('button', { name: /^Edit the note of / })).toHaveFocus();
  });

  it("says the server's refusal in place and keeps the text typed", async () => {
    notesServer([note('n1', 'Mine, today.', ME, 23.9)], { status: 409, message: 'A note can be changed only within 24 hours of writing it. Add a correction instead.' });
    renderSection();
    await screen.findByText('Mine, today.');
    const mine = item('Mine, today.');
    await userEvent.click(await mine.findByRole('button', { name: /^Edit the note of / }));
    await userEvent.type(mine.getByRole('textbox', { name: /^Edit the note of / }), ' More.');
    await userEvent.click(mine.getByRole('button', { name: 'Save changes' }));
    expect(await mine.findByText('A note can be changed only within 24 hours of writing it. Add a correction instead.')).toBeInTheDocument();
    expect(mine.getByRole('textbox', { name: /^Edit the note of / })).toHaveValue('Mine, today. More.');
  });

  it('shows the latest three, and every note on request', async () => {
    notesServer([5, 4, 3, 2, 1].map((n) => note(`n${n}`, `Note ${n}.`, COLLEAGUE, 50 - n)));
    renderSection(3);
    const list = await screen.findByRole('list', { name: 'The latest 3 notes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 5 notes' }));
    expect(within(screen.getByRole('list', { name: 'Notes' })).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual(['Note 5.', 'Note 4.', 'Note 3.', 'Note 2.', 'Note 1.']);
    await userEvent.click(screen.getByRole('button', { name: 'Show the latest 3 only' }));
    expect(within(screen.getByRole('list', { name: 'The latest 3 notes' })).getAllByRole('listitem')).toHaveLength(3);
  });
});
