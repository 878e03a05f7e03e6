import type { Kysely, Selectable } from 'kysely';
import type { ContactSubmissionDto } from '../contract/contact-dto';
import type { ContactFilter, ContactSubmission } from '../contract/contact-schemas';
import type { ContactSubmissionsTable, Database } from '../../../db/schema';

/** Stores a submission as sent (the honeypot is not part of it). */
export async function insertContactSubmission(db: Kysely<Database>, row: { id: string; createdAt: string; submission: Omit<ContactSubmission, 'website'> }): Promise<void> {
  const s = row.submission;
  await db
    .insertInto('contact_submissions')
    .values({
      id: row.id,
      first_name: s.firstName,
      last_name: s.lastName,
      email: s.email,
      age: s.age ?? null,
      gender: s.gender ?? null,
      statuses: JSON.stringify(s.status),
      goals: JSON.stringify(s.goal),
      education: s.education ?? null,
      industry: s.industry ?? null,
      current_salary: s.currentSalary ?? null,
      desired_salary: s.desiredSalary ?? null,
      how_heard: s.reference ?? null,
      city: s.city || null,
      state: s.state ?? null,
      country: s.country ?? null,
      message: s.message,
      created_at: row.createdAt,
      handled_at: null,
      handled_by: null,
    })
    .execute();
}

type Row = Selectable<ContactSubmissionsTable> & { handled_by_first: string | null; handled_by_last: string | null };

function listOf<T>(json: string): T[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? (value as T[]) : [];
}

function toDto(row: Row): ContactSubmissionDto {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    age: row.age === null ? null : Number(row.age),
    gender: row.gender as ContactSubmissionDto['gender'],
    status: listOf(row.statuses),
    goal: listOf(row.goals),
    education: row.education as ContactSubmissionDto['education'],
    industry: row.industry as ContactSubmissionDto['industry'],
    currentSalary: row.current_salary === null ? null : Number(row.current_salary),
    desiredSalary: row.desired_salary === null ? null : Number(row.desired_salary),
    reference: row.how_heard as ContactSubmissionDto['reference'],
    city: row.city,
    state: row.state,
    country: row.country,
    message: row.message,
    createdAt: row.created_at,
    handledAt: row.handled_at,
    handledBy: row.handled_at && row.handled_by_first !== null ? `${row.handled_by_first} ${row.handled_by_last ?? ''}`.trim() : null,
  };
}

function selectSubmissions(db: Kysely<Database>) {
  return db
    .selectFrom('contact_submissions')
    .leftJoin('users', 'users.id', 'contact_submissions.handled_by')
    .selectAll('contact_submissions')
    .select(['users.first_name as handled_by_first', 'users.last_name as handled_by_last']);
}

/** Newest first (ids are time-ordered), optionally only the (un)handled ones; one more than `limit` is read to know if more exist. */
export async function listContactSubmissions(db: Kysely<Database>, options: { filter: ContactFilter; before?: string; limit: number }): Promise<{ submissions: ContactSubmissionDto[]; more: boolean }> {
  let query = selectSubmissions(db).orderBy('contact_submissions.id', 'desc').limit(options.limit + 1);
  if (options.filter === 'unhandled') query = query.where('contact_submissions.handled_at', 'is', null);
  if (options.filter === 'handled') query = query.where('contact_submissions.handled_at', 'is not', null);
  if (options.before) query = query.where('contact_submissions.id', '<', options.before);
  const rows = await query.execute();
  return { submissions: rows.slice(0, options.limit).map(toDto), more: rows.length > options.limit };
}

export async function findContactSubmission(db: Kysely<Database>, id: string): Promise<ContactSubmissionDto | undefined> {
  const row = await selectSubmissions(db).where('contact_submissions.id', '=', id).executeTakeFirst();
  return row ? toDto(row) : undefined;
}

/** Marks a submission handled (the first time only); false when it was already handled or does not exist. */
export async function markContactSubmissionHandled(db: Kysely<Database>, change: { id: string; at: string; by: string }): Promise<boolean> {
  const result = await db
    .updateTable('contact_submissions')
    .set({ handled_at: change.at, handled_by: change.by })
    .where('id', '=', change.id)
    .where('handled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes contact requests received before `cutoff`; returns how many. */
export async function deleteContactSubmissionsReceivedBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('contact_submissions').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
