import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { AccountExportDto } from '../contract/account-export-dto';
import type { Database } from '../../../db/schema';

type Parts = Omit<AccountExportDto, 'about' | 'careerIdeas' | 'safetyCheckIns' | 'sessionNotes'>;

function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A device clock stamp (ms) as an instant, or null when it is not a plausible time. */
function instantOf(stamp: number | string): string | null {
  const ms = Number(stamp);
  return Number.isFinite(ms) && Math.abs(ms) <= 8.64e15 ? new Date(ms).toISOString() : null;
}

/** The account's own fields: never the password hash or the session version. */
async function accountOf(db: Kysely<Database>, userId: string): Promise<Parts['account'] | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    emailVerified: Boolean(row.is_verified),
    phoneNumber: row.phone_number,
    phoneVerified: Boolean(row.is_num_verified),
    consent: Boolean(row.consent),
    admin: Boolean(row.is_admin),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastSignInAt: row.last_active_at,
    birthYear: row.birth_year === null ? null : Number(row.birth_year),
    sex: row.sex,
    timeZone: row.time_zone,
    timeZoneSource: row.time_zone_source,
  };
}

async function plansOf(db: Kysely<Database>, userId: string): Promise<Parts['plans']> {
  const rows = await db
    .selectFrom('user_plans')
    .innerJoin('plans', 'plans.id', 'user_plans.plan_id')
    .select(['user_plans.plan_id', 'plans.name', 'user_plans.source', 'user_plans.order_id', 'user_plans.created_at'])
    .where('user_plans.user_id', '=', userId)
    .orderBy('user_plans.created_at')
    .orderBy('user_plans.id')
    .execute();
  return rows.map((row) => ({ planId: row.plan_id, planName: row.name, source: row.source, orderId: row.order_id, at: row.created_at }));
}

async function ordersOf(db: Kysely<Database>, userId: string): Promise<Parts['orders']> {
  const rows = await db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    planFrom: row.plan_from,
    planTo: row.plan_to,
    amountCents: Number(row.amount_cents),
    feeCents: Number(row.fee_cents),
    totalCents: Number(row.total_cents),
    currency: row.currency,
    provider: row.provider,
    status: row.status,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    updatedAt: row.updated_at,
  }));
}

/** Progress and results per assessment, each with its answers (an assessment with answers but no progress row too). */
async function assessmentsOf(db: Kysely<Database>, userId: string): Promise<Parts['assessments']> {
  const progress = await db.selectFrom('assessment_progress').selectAll().where('user_id', '=', userId).orderBy('assessment_id').execute();
  const answers = await db.selectFrom('assessment_answers').selectAll().where('user_id', '=', userId).orderBy('assessment_id').orderBy('item_key').execute();
  const byAssessment = new Map<string, Parts['assessments'][number]>();
  for (const row of progress) {
    byAssessment.set(row.assessment_id, {
      assessmentId: row.assessment_id,
      version: row.version,
      totalQuestions: Number(row.total_questions),
      questionsAnswered: Number(row.questions_answered),
      completed: Boolean(row.completed),
      completedAt: row.completed_at,
      results: parsed(row.results),
      scoringVersion: row.scoring_version,
      updatedAt: row.updated_at,
      answers: [],
    });
  }
  for (const row of answers) {
    let entry = byAssessment.get(row.assessment_id);
    if (!entry) {
      entry = { assessmentId: row.assessment_id, version: null, totalQuestions: null, questionsAnswered: null, completed: false, completedAt: null, results: null, scoringVersion: null, updatedAt: null, answers: [] };
      byAssessment.set(row.assessment_id, entry);
    }
    entry.answers.push({ key: row.item_key, value: parsed(row.value), answeredAt: instantOf(row.client_stamp), savedAt: row.updated_at });
  }
  return [...byAssessment.values()].sort((a, b) => a.assessmentId.localeCompare(b.assessmentId));
}

async function providerResultsOf(db: Kysely<Database>, userId: string): Promise<Parts['providerResults']> {
  const rows = await db.selectFrom('provider_results').selectAll().where('user_id', '=', userId).orderBy('test').execute();
  return rows.map((row) => ({ test: row.test, providerAssessmentId: row.provider_assessment_id, completedAt: row.completed_at, result: parsed(row.payload), syncedAt: row.synced_at }));
}

async function providerSyncsOf(db: Kysely<Database>, userId: string): Promise<Parts['providerSyncs']> {
  const rows = await db.selectFrom('provider_sync_jobs').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, kind: row.kind, state: row.state, request: parsed(row.request), report: parsed(row.report), createdAt: row.created_at, finishedAt: row.finished_at }));
}

async function bookingsOf(db: Kysely<Database>, userId: string): Promise<Parts['bookings']> {
  const rows = await db
    .selectFrom('coach_bookings')
    .innerJoin('coaches', 'coaches.id', 'coach_bookings.coach_id')
    .select([
      'coach_bookings.id',
      'coach_bookings.session_type',
      'coaches.name',
      'coach_bookings.start_at',
      'coach_bookings.end_at',
      'coach_bookings.status',
      'coach_bookings.created_at',
      'coach_bookings.updated_at',
    ])
    .where('coach_bookings.user_id', '=', userId)
    .orderBy('coach_bookings.created_at')
    .orderBy('coach_bookings.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    sessionType: row.session_type,
    coach: row.name,
    startAt: row.start_at,
    endAt: row.end_at,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

/** Messages sent through the contact form from the account's e-mail address (with or without signing in). */
async function contactRequestsOf(db: Kysely<Database>, email: string): Promise<Parts['contactRequests']> {
  const rows = await db
    .selectFrom('contact_submissions')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    age: row.age === null ? null : Number(row.age),
    gender: row.gender,
    statuses: parsed(row.statuses),
    goals: parsed(row.goals),
    education: row.education,
    industry: row.industry,
    currentSalary: row.current_salary === null ? null : Number(row.current_salary),
    desiredSalary: row.desired_salary === null ? null : Number(row.desired_salary),
    howHeard: row.how_heard,
    city: row.city,
    state: row.state,
    country: row.country,
    message: row.message,
    createdAt: row.created_at,
    handledAt: row.handled_at,
  }));
}

/** E-mails to the account's address still on the server: what and when, never the bodies (they carried one-time links). */
async function emailsOf(db: Kysely<Database>, email: string): Promise<Parts['emails']> {
  const rows = await db
    .selectFrom('email_outbox')
    .select(['subject', 'template', 'status', 'created_at', 'sent_at'])
    .where((eb) => eb.or([eb(sql<string>`lower(to_address)`, '=', email.toLowerCase()), eb(sql<string>`lower(reply_to)`, '=', email.toLowerCase())]))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ subject: row.subject, template: row.template, status: row.status, createdAt: row.created_at, sentAt: row.sent_at }));
}

/** What admins did with the account (the audit log's entries naming it as the one acted upon). */
async function auditLogOf(db: Kysely<Database>, userId: string): Promise<Parts['auditLog']> {
  const rows = await db.selectFrom('audit_log').select(['at', 'action', 'actor_label', 'details']).where('subject_id', '=', userId).orderBy('id').execute();
  return rows.map((row) => ({ at: row.at, action: row.action, by: row.actor_label, details: parsed(row.details) as Record<string, unknown> }));
}

async function usageEventsOf(db: Kysely<Database>, distinctId: string): Promise<Parts['usageEvents']> {
  const rows = await db.selectFrom('analytics_events').select(['name', 'source', 'properties', 'occurred_at']).where('distinct_id', '=', distinctId).orderBy('occurred_at').orderBy('id').execute();
  return rows.map((row) => ({ name: row.name, source: row.source, properties: parsed(row.properties), occurredAt: row.occurred_at }));
}

/**
 * Everything stored about one user, table by table (see account-export.ts for what is left out
 * and why). Undefined when the user does not exist.
 */
export async function readAccountData(db: Kysely<Database>, userId: string, usageDistinctId: string): Promise<Parts | undefined> {
  const account = await accountOf(db, userId);
  if (!account) return undefined;
  const handoff = await db.selectFrom('provider_handoffs').select('last_handoff_at').where('user_id', '=', userId).executeTakeFirst();
  return {
    account,
    plans: await plansOf(db, userId),
    orders: await ordersOf(db, userId),
    assessments: await assessmentsOf(db, userId),
    providerResults: await providerResultsOf(db, userId),
    providerHandoffAt: handoff?.last_handoff_at ?? null,
    providerSyncs: await providerSyncsOf(db, userId),
    bookings: await bookingsOf(db, userId),
    // Matched by address alone: only once the address is proved (anyone can register an
    // unverified account with a stranger's address).
    contactRequests: account.emailVerified ? await contactRequestsOf(db, account.email) : [],
    emails: account.emailVerified ? await emailsOf(db, account.email) : [],
    auditLog: await auditLogOf(db, userId),
    usageEvents: await usageEventsOf(db, usageDistinctId),
  };
}
