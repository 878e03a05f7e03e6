import { afterEach, describe, expect, it } from 'vitest';
import type { AuditPageDto } from '../../admin/contract/audit-dto';
import { DEMO_COACHES } from '../../coaching/data/coaches';
import { insertBooking } from '../../coaching/repositories/booking-repository';
import type { AccountExportDto } from '../../operations/contract/account-export-dto';
import type { SessionNoteDto, SessionNotesDto } from '../contract/session-note-dto';
import type { CookieJarClient } from '../../../test/cookie-jar-client';
import { signedInAs, userIdOf } from '../../../test/demo-sessions';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';
import { newId } from '../../../ids';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const HOUR = 3_600_000;

describe.each(cases)('a counselor’s private session notes on $dialect', ({ create }) => {
  let t: TestApp;
  afterEach(() => t.close());

  async function start() {
    t = await createTestApp({ database: await create() });
    const admin = await signedInAs(t, DEMO.admin);
    const clientId = await userIdOf(admin, DEMO.premium);
    return { admin, clientId };
  }

  async function write(admin: CookieJarClient, clientId: string, body: unknown) {
    return admin.post(`/api/users/${clientId}/notes`, body);
  }

  async function notesOf(admin: CookieJarClient, clientId: string): Promise<SessionNoteDto[]> {
    const response = await admin.get(`/api/users/${clientId}/notes`);
    expect(response.status).toBe(200);
    return ((await response.json()) as SessionNotesDto).notes;
  }

  async function auditEntries(admin: CookieJarClient, limit: number) {
    return ((await (await admin.get(`/api/admin/audit?limit=${limit}`)).json()) as AuditPageDto).entries;
  }

  /** A second admin: the demo Essential client made one. */
  async function secondAdmin() {
    await t.deps.db.updateTable('users').set({ is_admin: 1 }).where('email', '=', DEMO.essential).execute();
    return signedInAs(t, DEMO.essential);
  }

  it('writes a note (trimmed) with its author and time, lists the client’s notes newest first, and audits without the text', async () => {
    const { admin, clientId } = await start();
    const written = await write(admin, clientId, { text: '  Talked about leaving retail.\nWants to look at counselling roles.  ' });
    expect(written.status).toBe(201);
    const first = (await written.json()) as SessionNoteDto;
    const createdAt = t.clock.now().toISOString();
    expect(first).toEqual({
      id: expect.any(String),
      text: 'Talked about leaving retail.\nWants to look at counselling roles.',
      author: { id: expect.any(String), name: 'Ada Admin' },
      bookingId: null,
      correctsId: null,
      createdAt,
      updatedAt: null,
      editableUntil: new Date(Date.parse(createdAt) + 24 * HOUR).toISOString(),
    });
    t.clock.advance(HOUR);
    const second = (await (await write(admin, clientId, { text: 'Booked the results session.' })).json()) as SessionNoteDto;
    expect((await notesOf(admin, clientId)).map((note) => note.id)).toEqual([second.id, first.id]);
    // Another client's notes are their own.
    expect(await notesOf(admin, await userIdOf(admin, DEMO.complete))).toEqual([]);

    const entries = await auditEntries(admin, 2);
    expect(entries.map((entry) => [entry.action, entry.subject?.id, entry.details])).toEqual([
      ['note_add', clientId, { noteId: second.id, bookingId: null, correctsId: null }],
      ['note_add', clientId, { noteId: first.id, bookingId: null, correctsId: null }],
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/retail|results session/);
  });

  it('names the session a note is about, and refuses one that is not the client’s, a missing, empty or too long text and unknown fields, naming the field', async () => {
    const { admin, clientId } = await start();
    const otherId = await userIdOf(admin, DEMO.complete);
    const at = t.clock.now().toISOString();
    const bookingOf = async (userId: string, coach: number) => {
      const id = newId();
      await insertBooking(t.deps.db, { id, userId, coachId: DEMO_COACHES[coach]!.id, type: 'interview', startAt: at, endAt: new Date(Date.parse(at) + HOUR).toISOString(), now: at });
      return id;
    };
    const ours = await bookingOf(clientId, 0);
    const theirs = await bookingOf(otherId, 1);
    const about = await write(admin, clientId, { text: 'Interview session.', bookingId: ours });
    expect(about.status).toBe(201);
    expect(((await about.json()) as SessionNoteDto).bookingId).toBe(ours);

    const refused: [unknown, string][] = [
      [{}, 'text'],
      [{ text: '' }, 'text'],
      [{ text: ' \n\t ' }, 'text'],
      [{ text: 42 }, 'text'],
      [{ text: 'x'.repeat(10_001) }, 'text'],
      [{ text: 'Fine.', bookingId: theirs }, 'bookingId'],
      [{ text: 'Fine.', bookingId: '' }, 'bookingId'],
      [{ text: 'Fine.', correctsId: 'no-such-note' }, 'correctsId'],
      [{ text: 'Fine.', private: true }, 'private'],
    ];
    for (const [body, field] of refused) {
      const response = await write(admin, clientId, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields)).toEqual([field]);
    }
    // 10,000 characters is the most a note holds.
    expect((await write(admin, clientId, { text: 'y'.repeat(10_000) })).status).toBe(201);
    expect((await admin.request('POST', `/api/users/${clientId}/notes`, '{"text": ')).status).toBe(400);
    // A note of another client cannot be the one a correction names.
    const otherNote = (await (await write(admin, otherId, { text: 'About someone else.' })).json()) as SessionNoteDto;
    const crossed = await write(admin, clientId, { text: 'Correction.', correctsId: otherNote.id });
    expect(crossed.status).toBe(400);
    expect((await notesOf(admin, clientId)).map((note) => note.text)).toEqual(['y'.repeat(10_000), 'Interview session.']);
  });

  it('is for admins only, about clients only, and never in the client’s own reads', async () => {
    const { admin, clientId } = await start();
    await write(admin, clientId, { text: 'Seemed anxious about money.' });
    const note = (await notesOf(admin, clientId))[0]!;
    const client = await signedInAs(t, DEMO.premium);
    const visitor = t.client();
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/users/${clientId}/notes`],
      ['POST', `/api/users/${clientId}/notes`, { text: 'Mine.' }],
      ['PATCH', `/api/users/${clientId}/notes/${note.id}`, { text: 'Mine.' }],
      ['DELETE', `/api/users/${clientId}/notes/${note.id}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await client.request(method, url, body)).status, `${method} ${url}`).toBe(403);
      expect((await visitor.request(method, url, body)).status, `${method} ${url}`).toBe(401);
    }
    // An unknown user and an admin have no notes to read or write.
    const adminId = await userIdOf(admin, DEMO.admin);
    for (const id of ['no-such-user', adminId]) {
      expect((await admin.get(`/api/users/${id}/notes`)).status).toBe(404);
      expect((await write(admin, id, { text: 'Note.' })).status).toBe(404);
    }
    // The note is not on another client's path.
    const otherId = await userIdOf(admin, DEMO.complete);
    expect((await admin.request('PATCH', `/api/users/${otherId}/notes/${note.id}`, { text: 'Moved.' })).status).toBe(404);
    // What the client's app reads holds no note.
    for (const path of ['/api/users/current', '/api/users/current/shortlist']) {
      const response = await client.get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).not.toContain('anxious');
    }
    expect(await t.deps.db.selectFrom('email_outbox').select('id').where('text_body', 'like', '%anxious%').execute()).toEqual([]);
  });

  it('lets the author edit or delete a note within 24 hours, no one else, and later only a correction, which the client’s export shows', async () => {
    const { admin, clientId } = await start();
    const other = await secondAdmin();
    const first = (await (await write(admin, clientId, { text: 'Prefers mornings.' })).json()) as SessionNoteDto;
    const path = `/api/users/${clientId}/notes/${first.id}`;

    // Another admin may neither edit nor delete it.
    expect((await other.request('PATCH', path, { text: 'Prefers evenings.' })).status).toBe(403);
    expect((await other.request('DELETE', path)).status).toBe(403);

    t.clock.advance(23 * HOUR);
    const edited = await admin.request('PATCH', path, { text: '  Prefers early mornings. ' });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ id: first.id, text: 'Prefers early mornings.', createdAt: first.createdAt, updatedAt: t.clock.now().toISOString() });
    expect((await admin.request('PATCH', path, { text: '' })).status).toBe(400);
    expect((await admin.request('PATCH', path, { text: 'Fine.', bookingId: 'x' })).status).toBe(400);

    // After 24 hours the note stays as it is: a correction is a new note naming it, by any admin.
    t.clock.advance(HOUR + 1);
    expect((await admin.request('PATCH', path, { text: 'Prefers evenings.' })).status).toBe(409);
    expect((await admin.request('DELETE', path)).status).toBe(409);
    const correction = await write(other, clientId, { text: 'Correction: evenings after 6 pm.', correctsId: first.id });
    expect(correction.status).toBe(201);
    const corrected = (await correction.json()) as SessionNoteDto;
    expect(corrected).toMatchObject({ correctsId: first.id, author: { name: 'Eli Essential' } });

    // A note a correction names stays, even within its 24 hours.
    const fresh = (await (await write(admin, clientId, { text: 'Call on Tuesday.' })).json()) as SessionNoteDto;
    expect((await write(other, clientId, { text: 'It was Wednesday.', correctsId: fresh.id })).status).toBe(201);
    expect((await admin.request('DELETE', `/api/users/${clientId}/notes/${fresh.id}`)).status).toBe(409);
    // One that none names goes, audited; then it is not found.
    const typo = (await (await write(admin, clientId, { text: 'Wrong client, sorry.' })).json()) as SessionNoteDto;
    const deleted = await admin.request('DELETE', `/api/users/${clientId}/notes/${typo.id}`);
    expect(deleted.status).toBe(200);
    expect((await admin.request('DELETE', `/api/users/${clientId}/notes/${typo.id}`)).status).toBe(404);
    expect((await notesOf(admin, clientId)).map((note) => note.id)).not.toContain(typo.id);
    const entries = await auditEntries(admin, 20);
    expect(entries.filter((entry) => entry.action !== 'note_add').map((entry) => [entry.action, entry.details])).toEqual([
      ['note_delete', { noteId: typo.id }],
      ['note_edit', { noteId: first.id }],
    ]);
    expect(entries.find((entry) => entry.details.noteId === corrected.id)?.details).toEqual({ noteId: corrected.id, bookingId: null, correctsId: first.id });
    expect(JSON.stringify(entries)).not.toMatch(/mornings|evenings|Tuesday|Wrong client/);

    // The client's own copy of what is held about them holds the notes, oldest first, the correction naming the note.
    const client = await signedInAs(t, DEMO.premium);
    const exported = (await (await client.get('/api/users/current/export')).json()) as AccountExportDto;
    expect(exported.sessionNotes.map((note) => [note.text, note.author, note.corrects])).toEqual([
      ['Prefers early mornings.', 'Ada Admin', null],
      ['Correction: evenings after 6 pm.', 'Eli Essential', first.id],
      ['Call on Tuesday.', 'Ada Admin', null],
      ['It was Wednesday.', 'Eli Essential', fresh.id],
    ]);
  });
});
