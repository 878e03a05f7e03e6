import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

/**
 * PostgreSQL only (issue 32): apply_answer_batch_checked, apply_answer_batch (2026-11-28-003)
 * behind a check of the signed-in user's row in the same transaction. The server then need not
 * read the user before a batch: a session it has seen lately is taken from memory
 * (http/session-user-cache.ts) and checked here instead, one round trip instead of two. The batch
 * is applied only while the user's session version and admin flag are still those the server
 * acted on, and with the consent as stored now; otherwise nothing is written and the outcome is
 * 'stale' (the server then reads the user and decides as it always did).
 */
// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql.raw(`
create or replace function apply_answer_batch_checked(
  p_session_version integer, p_is_admin boolean,
  p_user_id text, p_assessment_id text, p_version text, p_total integer, p_now text,
  p_keys text[], p_values text[], p_stamps bigint[],
  p_batch_id text, p_payload_hash text, p_offered integer)
returns table (outcome text, response text, questions_answered integer, completed_at text)
language plpgsql volatile as $fn$
declare
  v_session_version integer;
  v_is_admin integer;
  v_consent integer;
begin
  select u.session_version, u.is_admin, u.consent into v_session_version, v_is_admin, v_consent
    from users u where u.id = p_user_id;
  if not found or v_session_version <> p_session_version or (v_is_admin <> 0) <> p_is_admin then
    return query select 'stale'::text, null::text, 0, null::text;
    return;
  end if;
  return query select * from apply_answer_batch(p_user_id, p_assessment_id, p_version, p_total, p_now,
    p_keys, p_values, p_stamps, p_batch_id, p_payload_hash, p_offered, v_consent <> 0);
end
$fn$`).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql.raw('drop function if exists apply_answer_batch_checked(integer, boolean, text, text, text, integer, text, text[], text[], bigint[], text, text, integer)').execute(db);
}
