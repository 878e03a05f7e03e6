import type { Kysely } from 'kysely';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/schema';
import { newId } from '../ids';
import { insertBatch } from '../modules/answers/repositories/answer-batch-repository';
import { insertBooking } from '../modules/coaching/repositories/booking-repository';
import { insertContactSubmission } from '../modules/public/repositories/contact-repository';
import { insertOrder, setOrderSession } from '../modules/plans/repositories/order-repository';
import { replacePhoneCode } from '../modules/provider/repositories/phone-code-repository';
import { recordHandoff, upsertProviderResult } from '../modules/provider/repositories/provider-result-repository';
import { insertSyncJob } from '../modules/provider/repositories/provider-sync-job-repository';

export interface FootprintUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** What a footprint left besides the user's id, e-mail and names: strings that name the user in other tables. */
export interface Footprint {
  markers: string[];
}

/**
 * Writes a row about the user into every table that can hold one, the way the app would (an
 * answer batch, orders with a test-checkout session, a booking `hoursAhead` from now with a demo coach, provider results
 * and syncs, a phone code, a second factor, a contact request, an analytics event, rate-limit
 * counters, a counselor's session note and the provider simulator's rows). Answers, e-mails and audit entries come from the
 * API calls of the test itself.
 */
export async function writeFootprint(deps: Pick<AppDeps, 'db' | 'clock' | 'analytics'>, user: FootprintUser, options: { coachId: string; hoursAhead: number }): Promise<Footprint> {
  const db: Kysely<Database> = deps.db;
  const now = deps.clock().toISOString();
  const orderId = newId();
  const sessionId = `cs_test_${orderId.replace(/-/g, '')}`;
  await insertOrder(db, { id: orderId, userId: user.id, planFrom: 'free', planTo: 'essential', amountCents: 14900, feeCents: 447, feePercentage: 3, totalCents: 15347, currency: 'usd', provider: 'embedded', createdAt: now, expiresAt: now });
  await setOrderSession(db, orderId, sessionId, now);
  await db.insertInto('embedded_checkout_sessions').values({ id: sessionId, session: JSON.stringify({ customer_email: user.email, client_reference_id: user.id }), status: 'complete', expires_at: now, created_at: now, completed_at: now }).execute();
  await db.insertInto('user_plans').values({ id: newId(), user_id: user.id, plan_id: 'essential', source: 'checkout', created_at: now, order_id: orderId }).execute();

  await insertBatch(db, { batchId: newId(), userId: user.id, assessmentId: 'neo', payloadHash: `hash-${user.id}`, response: '{}', now });

  const start = new Date(deps.clock().getTime() + options.hoursAhead * 3_600_000);
  await insertBooking(db, { id: newId(), userId: user.id, coachId: options.coachId, type: 'results', startAt: start.toISOString(), endAt: new Date(start.getTime() + 45 * 60_000).toISOString(), now });

  await upsertProviderResult(db, user.id, { test: 'mbti', providerAssessmentId: `pa-${user.id}`, completedAt: now, payload: { type: 'INTJ' }, syncedAt: now });
  await recordHandoff(db, user.id, now);
  await insertSyncJob(db, { userId: user.id, kind: 'auto', request: { email: user.email }, requestedBy: null, giveUpAt: now, now });
  await replacePhoneCode(db, { userId: user.id, phoneNumber: '12015550123', codeHash: `code-${user.id}`, expiresAt: now, now });
  await db.insertInto('user_mfa').values({ user_id: user.id, secret_ciphertext: `secret-${user.id}`, confirmed_at: null, last_used_step: null, created_at: now, updated_at: now }).execute();
  await db.insertInto('mfa_recovery_codes').values({ user_id: user.id, code_hash: `recovery-${user.id}`, used_at: null, created_at: now }).execute();

  await insertContactSubmission(db, {
    id: newId(),
    createdAt: now,
    submission: { firstName: user.firstName, lastName: user.lastName, email: user.email, status: [], goal: [], city: '', message: `Hello from ${user.firstName}` },
  });
  await db
    .insertInto('session_notes')
    .values({ id: newId(), user_id: user.id, author_id: 'admin', author_name: 'Ada Admin', booking_id: null, corrects_id: null, text: `Talked with ${user.firstName} about next steps`, created_at: now, updated_at: null })
    .execute();
  const distinctId = deps.analytics.distinctIdOf(user.id);
  await db.insertInto('analytics_events').values({ id: newId(), name: 'plan_chosen', properties: '{}', source: 'server', distinct_id: distinctId, occurred_at: now, received_at: now, forwarded_at: null, locked_until: null, lease_token: null }).execute();
  const expire = deps.clock().getTime() + 60_000;
  await db
    .insertInto('rate_limits')
    .values([
      { key: `login-backoff-acct:${user.email}`, points: 1, expire },
      { key: `login-fail-acct-ip:${user.email}|203.0.113.9`, points: 1, expire },
      { key: `mfa-acct-ip:${user.id}|203.0.113.9`, points: 1, expire },
    ])
    .execute();

  const simUserId = newId();
  await db.insertInto('elevate_sim_users').values({ id: simUserId, external_id: user.id, email: user.email, first_name: user.firstName, last_name: user.lastName, gender: 'female', created_at: now }).execute();
  await db.insertInto('elevate_sim_tokens').values({ token_hash: `token-${simUserId}`, sim_user_id: simUserId, return_url: 'http://127.0.0.1/', expires_at: now, used_at: null }).execute();
  await db.insertInto('elevate_sim_sessions').values({ id_hash: `session-${simUserId}`, sim_user_id: simUserId, return_url: 'http://127.0.0.1/', expires_at: now }).execute();
  await db.insertInto('elevate_sim_assessments').values({ id: newId(), sim_user_id: simUserId, type: 'MBTI', answers: '[]', result: '{}', completed_at: now }).execute();
  return { markers: [distinctId, simUserId, sessionId] };
}

/** Every table of the app's schema but the migrator's own (not a queue library's own schema, e.g. pg-boss). */
export async function listTables(db: Kysely<Database>): Promise<string[]> {
  return (await db.introspection.getTables())
    .filter((table) => table.schema === undefined || table.schema === 'public' || table.schema === 'main')
    .map((table) => table.name)
    .filter((name) => !name.startsWith('kysely_'))
    .sort();
}

/** Per table, the rows (as JSON text) holding any of the markers (case-insensitive). */
export async function rowsMentioning(db: Kysely<Database>, markers: readonly string[]): Promise<Record<string, string[]>> {
  const needles = markers.map((marker) => marker.toLowerCase());
  const found: Record<string, string[]> = {};
  for (const table of await listTables(db)) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- every table, whatever its columns
    const rows = await (db as Kysely<any>).selectFrom(table).selectAll().execute();
    const hits = rows.map((row) => JSON.stringify(row)).filter((text) => needles.some((needle) => text.toLowerCase().includes(needle)));
    if (hits.length) found[table] = hits;
  }
  return found;
}
