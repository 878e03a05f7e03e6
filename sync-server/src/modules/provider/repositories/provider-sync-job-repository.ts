import { randomUUID } from 'node:crypto';
import { newId } from '../../../ids';
import type { Kysely, Selectable } from 'kysely';
import type { SyncReport } from '../contract/elevate-dto';
import type { Database, ProviderSyncJobsTable, ProviderSyncJobState } from '../../../db/schema';

export interface SyncJobRecord {
  id: string;
  userId: string;
  kind: 'admin' | 'auto';
  request: unknown;
  requestedBy: string | null;
  state: ProviderSyncJobState;
  attempts: number;
  nextRunAt: string | null;
  giveUpAt: string;
  report: SyncReport | null;
  createdAt: string;
  finishedAt: string | null;
}

function toRecord(row: Selectable<ProviderSyncJobsTable>): SyncJobRecord {
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    request: JSON.parse(row.request) as unknown,
    requestedBy: row.requested_by,
    state: row.state,
    attempts: Number(row.attempts),
    nextRunAt: row.next_run_at,
    giveUpAt: row.give_up_at,
    report: row.report === null ? null : (JSON.parse(row.report) as SyncReport),
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  };
}

export async function insertSyncJob(
  db: Kysely<Database>,
  job: { userId: string; kind: 'admin' | 'auto'; request: unknown; requestedBy: string | null; giveUpAt: string; now: string },
): Promise<string> {
  // Time-ordered (UUIDv7): the newest job of a user is the greatest id, even within a millisecond.
  const id = newId(Date.parse(job.now));
  await db
    .insertInto('provider_sync_jobs')
    .values({
      id,
      user_id: job.userId,
      kind: job.kind,
      request: JSON.stringify(job.request),
      requested_by: job.requestedBy,
      state: 'queued',
      next_run_at: job.now,
      give_up_at: job.giveUpAt,
      created_at: job.now,
      updated_at: job.now,
    })
    .execute();
  return id;
}

export async function findSyncJob(db: Kysely<Database>, id: string): Promise<SyncJobRecord | undefined> {
  const row = await db.selectFrom('provider_sync_jobs').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** The user's automatic sync still under way, if any. */
export async function findOpenAutoJob(db: Kysely<Database>, userId: string): Promise<SyncJobRecord | undefined> {
  const row = await db
    .selectFrom('provider_sync_jobs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'auto')
    .where('state', '!=', 'done')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row && toRecord(row);
}

/** Makes a queued job due now and extends its deadline (a client came back from the provider again). */
export async function hurrySyncJob(db: Kysely<Database>, id: string, giveUpAt: string, now: string): Promise<void> {
  await db.updateTable('provider_sync_jobs').set({ next_run_at: now, give_up_at: giveUpAt, updated_at: now }).where('id', '=', id).where('state', '=', 'queued').execute();
}

export interface ClaimedSyncJob extends SyncJobRecord {
  leaseToken: string;
}

/**
 * Claims the next due job: queued and due, or running with a lease that ran out (its worker died).
 * A conditional update, so two workers (or processes) never run the same job.
 */
export async function claimDueSyncJob(db: Kysely<Database>, now: string, leaseUntil: string): Promise<ClaimedSyncJob | undefined> {
  for (let tries = 0; tries < 3; tries += 1) {
    const candidate = await db
      .selectFrom('provider_sync_jobs')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'queued'), eb('next_run_at', '<=', now)]),
          eb.and([eb('state', '=', 'running'), eb('locked_until', '<', now)]),
        ]),
      )
      // An admin waiting on a sync goes before the automatic ones ('admin' < 'auto').
      .orderBy('kind')
      .orderBy('next_run_at')
      .limit(1)
      .executeTakeFirst();
    if (!candidate) return undefined;
    const leaseToken = randomUUID();
    const result = await db
      .updateTable('provider_sync_jobs')
      .set({ state: 'running', lease_token: leaseToken, locked_until: leaseUntil, attempts: Number(candidate.attempts) + 1, updated_at: now })
      .where('id', '=', candidate.id)
      .where('state', '=', candidate.state)
      .where('attempts', '=', candidate.attempts)
      .executeTakeFirst();
    if (result.numUpdatedRows === 1n) return { ...toRecord(candidate), state: 'running', attempts: Number(candidate.attempts) + 1, leaseToken };
  }
  return undefined;
}

/** Ends a claimed job with its report, or queues it again for `nextRunAt` (only under its own lease). */
export async function settleSyncJob(
  db: Kysely<Database>,
  job: ClaimedSyncJob,
  outcome: { report: SyncReport; nextRunAt: string | null; now: string },
): Promise<void> {
  await db
    .updateTable('provider_sync_jobs')
    .set({
      state: outcome.nextRunAt === null ? 'done' : 'queued',
      next_run_at: outcome.nextRunAt,
      report: JSON.stringify(outcome.report),
      locked_until: null,
      lease_token: null,
      updated_at: outcome.now,
      finished_at: outcome.nextRunAt === null ? outcome.now : null,
    })
    .where('id', '=', job.id)
    .where('lease_token', '=', job.leaseToken)
    .execute();
}

/** When the next queued job is due (the worker sleeps until then). */
export async function nextSyncJobDueAt(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('provider_sync_jobs')
    .select((eb) => eb.fn.min('next_run_at').as('due'))
    .where('state', '=', 'queued')
    .executeTakeFirst();
  return row?.due ?? undefined;
}

export interface LastSyncRow {
  userId: string;
  at: string;
  state: ProviderSyncJobState;
  report: SyncReport | null;
}

/** Every user's newest sync (the greatest time-ordered id; for the admins' table), in one query. */
export async function listLastSyncs(db: Kysely<Database>): Promise<Map<string, LastSyncRow>> {
  const rows = await db
    .selectFrom('provider_sync_jobs as j')
    .select(['j.user_id', 'j.created_at', 'j.state', 'j.report'])
    .where('j.id', '=', (eb) => eb.selectFrom('provider_sync_jobs as k').select((k) => k.fn.max('k.id').as('latest')).whereRef('k.user_id', '=', 'j.user_id'))
    .execute();
  return new Map(
    rows.map((row) => [row.user_id, { userId: row.user_id, at: row.created_at, state: row.state, report: row.report === null ? null : (JSON.parse(row.report) as SyncReport) }]),
  );
}

/** Forgets finished syncs older than the cutoff. */
export async function deleteSyncJobsFinishedBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('provider_sync_jobs').where('state', '=', 'done').where('finished_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
