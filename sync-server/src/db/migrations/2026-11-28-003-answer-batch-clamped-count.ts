import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';
import * as previous from './2026-11-28-002-answer-batch-function';

/**
 * PostgreSQL only (issue 32): apply_answer_batch (migration 2026-11-28-002) with its count by
 * difference made cheap and used more often.
 * - Cheap: 002 counted the values among the batch's keys before and after the upsert with
 *   item_key = any(keys), which the planner ran (on a table whose statistics are young) as a
 *   filter over all of the assessment's rows, twice: more PostgreSQL CPU than one full count.
 *   Now one statement reads each key's value before (one unique lookup per key) and takes what
 *   the upsert stored from its RETURNING: the change in stored values without another read.
 * - More often: in steady use every client's NEO reaches 240 answered and then changes answers,
 *   and each of those batches counted all 240 rows. A count at the total is clamped (rows of an
 *   older version may be stored beside the current ones), so it is kept by difference only when
 *   the batch adds values or keeps their number (the count then stays at the total whatever it
 *   was); a batch that clears answers there still counts every row. A progress row holding 0 is
 *   counted in full, as the TypeScript path does (count-by-own-keys.ts).
 * Everything else is as in 2026-11-28-002.
 */
/** Up to this many answers, a batch recounts only its own keys (as in 2026-11-28-002). */
const SMALL_BATCH = 60;

// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql.raw(`
create or replace function apply_answer_batch(
  p_user_id text, p_assessment_id text, p_version text, p_total integer, p_now text,
  p_keys text[], p_values text[], p_stamps bigint[],
  p_batch_id text, p_payload_hash text, p_offered integer, p_consented boolean)
returns table (outcome text, response text, questions_answered integer, completed_at text)
language plpgsql volatile as $fn$
declare
  v_completed integer;
  v_completed_at text;
  v_answered integer;
  v_applied integer;
  v_response text;
  v_assessments jsonb;
  v_counted boolean;
  v_change integer;
begin
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

/** Back to the function of 2026-11-28-002, which counts every row at the total. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await previous.down(db);
  await previous.up(db);
}
