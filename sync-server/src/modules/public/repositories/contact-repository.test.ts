import { afterEach, describe, expect, it } from 'vitest';
import { contactBody } from '../contract/contact-schemas';
import { newId } from '../../../ids';
import type { TestDatabase } from '../../../test/test-databases';
import { dialectCases } from '../../../test/test-databases';
import { findContactSubmission, insertContactSubmission, listContactSubmissions, markContactSubmissionHandled } from './contact-repository';
import { insertUser } from '../../accounts/repositories/user-repository';

const { cases, postgresSkipReason } = await dialectCases();

const submission = (firstName: string) =>
  contactBody.parse({ firstName, lastName: 'Haddad', email: 'noor@example.com', message: 'Hello', age: 34, status: ['Student'], goal: ['Not Sure'], currentSalary: 72000, country: 'US' });

describe.each(cases)('contact submissions on $dialect', ({ create }) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('stores, lists newest first with the filters, and marks handled once with the admin named', async () => {
    database = await create();
    const db = database.db;
    const ids: string[] = [];
    for (const [index, name] of ['Ama', 'Ben', 'Cy'].entries()) {
      const id = newId();
      ids.push(id);
      await insertContactSubmission(db, { id, createdAt: `2026-11-24T1${index}:00:00.000Z`, submission: submission(name) });
    }
    const all = await listContactSubmissions(db, { filter: 'all', limit: 2 });
    expect(all.more).toBe(true);
    expect(all.submissions.map((row) => row.firstName)).toEqual(['Cy', 'Ben']);
    expect(all.submissions[0]).toMatchObject({ age: 34, status: ['Student'], goal: ['Not Sure'], currentSalary: 72000, desiredSalary: null, country: 'US', state: null, handledBy: null });
    const rest = await listContactSubmissions(db, { filter: 'all', before: ids[1], limit: 2 });
    expect(rest.submissions.map((row) => row.firstName)).toEqual(['Ama']);

    const adminId = newId();
    await insertUser(db, { id: adminId, email: 'ada@example.com', firstName: 'Ada', lastName: 'Admin', passwordHash: 'x', isAdmin: true, isVerified: true, createdAt: '2026-11-24T00:00:00.000Z' });
    expect(await markContactSubmissionHandled(db, { id: ids[1] ?? '', at: '2026-11-24T18:00:00.000Z', by: adminId })).toBe(true);
    expect(await markContactSubmissionHandled(db, { id: ids[1] ?? '', at: '2026-11-24T19:00:00.000Z', by: adminId })).toBe(false);
    expect(await findContactSubmission(db, ids[1] ?? '')).toMatchObject({ handledAt: '2026-11-24T18:00:00.000Z', handledBy: 'Ada Admin' });
    expect((await listContactSubmissions(db, { filter: 'unhandled', limit: 10 })).submissions.map((row) => row.firstName)).toEqual(['Cy', 'Ama']);
    expect((await listContactSubmissions(db, { filter: 'handled', limit: 10 })).submissions.map((row) => row.firstName)).toEqual(['Ben']);
  });
});

if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);
