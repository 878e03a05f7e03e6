import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

/**
 * PostgreSQL only (issue 32): apply_answer_batch_checked, apply_answer_batch (2026-11-28-003) with
 * a check of the signed-in user's row first, in the same transaction. The server then need not
 * read the user before a batch: a session it has seen lately is taken from memory
 * (http/session-user-cache.ts) and checked here instead, one round trip instead of two. The batch
 * is applied only while the user's session version and admin flag are still those the server
 * acted on, and with the consent as stored now; otherwise nothing is written and the outcome is
 * 'stale' (the server then reads the user and decides as it always did). The body is
 * apply_answer_batch's, copied (a migration is frozen: it must not follow later edits of another)
 * rather than called: a nested call (a query of its own, its rows kept in a tuple store) cost
 * PostgreSQL about 20 us of its 420-440 per batch of 10 (`bench/answer-call-cpu.ts`'s way of
 * measuring). apply_answer_batch itself stays for callers without a session to check.
 */
/** Up to this many answers, a batch recounts only its own keys (as in 2026-11-28-003). */
const SMALL_BATCH = 60;

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
  p_consented boolean;
  v_completed integer;
  v_completed_at text;
  v_answered integer;
  v_applied integer;
  v_response text;
  v_assessments jsonb;
  v_counted boolean;
  v_change integer;
begin
  -- The session the server acted on must still be the user's (else nothing is written).
  select u.session_version, u.is_admin, u.consent <> 0 into v_session_version, v_is_admin, p_consented
    from users u where u.id = p_user_id;
  if not found or v_session_version <> p_session_version or (v_is_admin <> 0) <> p_is_admin then
    return query select 'stale'::text, null::text, 0, null::text;
    return;
  end if;

  select pl.assessments::jsonb into v_assessments from user_plans up join plans pl on pl.id = up.plan_id
    where up.user_id = p_user_id order by up.created_at desc, up.id desc limit 1;
  if v_assessments is null or not (v_assessments ? p_assessment_id)
      or (p_assessment_id <> 'consent' and v_assessments ? 'consent' and not p_consented) then
    return query select 'refused'::text, null::text, 0, null::text;
    return;
  end if;

  insert into assessment_progress as p (user_id, assessment_id, version, total_questions, questions_answered,
      completed, completed_at, results, scoring_version, updated_at)
    values (p_user_id, p_assessment_id, p_version, p_total, 0, 0, null, null, null, p_now)
    on conflict (user_id, assessment_id) do update set updated_at = p.updated_at
    returning p.completed, p.completed_at, p.questions_answered, p.version = p_version and p.total_questions = p_total and p.xmax <> 0
      into v_completed, v_completed_at, v_answered, v_counted;
  if v_completed <> 0 then
    return query select 'completed'::text, null::text, v_answered, v_completed_at;
    return;
  end if;

  -- A small batch counts by difference over its own keys (see above): in one statement, what each
  -- key held before (the statement's snapshot, taken after the progress row was locked: every
  -- writer before us is in it, none after) against what the upsert stored (its RETURNING).
  v_counted := v_counted and v_answered > 0 and cardinality(p_keys) <= ${SMALL_BATCH};
  if v_counted then
    with held_before as (
      -- One unique lookup per key, whatever the table's statistics say (a filter over all of the
      -- assessment's rows is what the planner chose for item_key = any(...) on a fresh table).
      select given.key, (select a.value is not null from assessment_answers a
          where a.user_id = p_user_id and a.assessment_id = p_assessment_id and a.item_key = given.key) as held
        from unnest(p_keys) as given(key)
    ), stored as (
      insert into assessment_answers as a (user_id, assessment_id, item_key, value, client_stamp, updated_at)
        select p_user_id, p_assessment_id, given.key, given.value, given.stamp, p_now
          from unnest(p_keys, p_values, p_stamps) as given(key, value, stamp)
        on conflict (user_id, assessment_id, item_key) do update
          set value = excluded.value, client_stamp = excluded.client_stamp, updated_at = excluded.updated_at
          where a.client_stamp < excluded.client_stamp
        returning a.item_key, a.value is not null as held
    )
    select count(*), coalesce(sum(stored.held::integer - coalesce(held_before.held, false)::integer), 0)
      into v_applied, v_change
      from stored join held_before on held_before.key = stored.item_key;
    -- A count at the total is clamped: known only when the batch adds values or keeps their number.
    v_counted := v_answered < p_total or v_change >= 0;
  else
    insert into assessment_answers as a (user_id, assessment_id, item_key, value, client_stamp, updated_at)
      select p_user_id, p_assessment_id, given.key, given.value, given.stamp, p_now
        from unnest(p_keys, p_values, p_stamps) as given(key, value, stamp)
      on conflict (user_id, assessment_id, item_key) do update
        set value = excluded.value, client_stamp = excluded.client_stamp, updated_at = excluded.updated_at
        where a.client_stamp < excluded.client_stamp;
    get diagnostics v_applied = row_count;
  end if;
  if v_counted then
    v_answered := least(v_answered + v_change, p_total);
  else
    select least(count(*), p_total) into v_answered from assessment_answers
      where user_id = p_user_id and assessment_id = p_assessment_id and value is not null;
  end if;
  update assessment_progress set version = p_version, total_questions = p_total, questions_answered = v_answered, updated_at = p_now
    where user_id = p_user_id and assessment_id = p_assessment_id and completed = 0;

  v_response := json_build_object('saved', true, 'batchId', p_batch_id, 'assessmentId', p_assessment_id,
    'applied', v_applied, 'ignored', p_offered - v_applied, 'questionsAnswered', v_answered,
    'totalQuestions', p_total, 'completed', false, 'completedAt', null)::text;
  insert into answer_batches (batch_id, user_id, assessment_id, payload_hash, response, created_at)
    values (p_batch_id, p_user_id, p_assessment_id, p_payload_hash, v_response, p_now)
    on conflict (batch_id) do nothing;
  if not found then
    raise exception 'answer batch % was stored before', p_batch_id using errcode = 'CB001';
  end if;
  return query select 'applied'::text, v_response, v_answered, null::text;
end
$fn$`).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql.raw('drop function if exists apply_answer_batch_checked(integer, boolean, text, text, text, integer, text, text[], text[], bigint[], text, text, integer)').execute(db);
}
