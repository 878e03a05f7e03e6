import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

/**
 * PostgreSQL only (issue 32): apply_answer_batch, the common answer batch (answers to a list
 * instrument, no finish) in ONE call instead of a transaction of eight round trips. It does what
 * the TypeScript path does, in the same order and with the same locks: check the access (below),
 * lock the progress row (created when missing), upsert the answers (newest stamp wins), recount
 * the stored values (each statement of a plpgsql function reads a fresh snapshot, so it sees
 * every writer before us), store the count, and store the batch with its response last. The call is its own transaction:
 * no lock is held while the server waits on the network.
 * - 'refused': the user's current plan (the newest user_plans row, as plan-repository.ts reads it)
 *   does not hold the assessment, or holds the consent, which the user has not given, and this is
 *   not the consent (answer-access.ts's rule); nothing is written and the caller runs the
 *   TypeScript check, which names the reason (and is the authority: the check here only saves the
 *   plan read's round trip on every batch).
 * - 'completed': the assessment is completed; nothing is written and the caller decides (409 or a replay).
 * - a batch id already taken raises SQLSTATE CB001 at the end, rolling all of it back; the caller
 *   then answers from the stored batch, as the TypeScript path does.
 * - the answered count is min(stored values, total): questionsAnswered of the list instruments
 *   that come here (neo, depression-screening, consent, readiness-for-change; checked against the
 *   scoring package's rule in batch-in-one-call.test.ts). Counting an assessment's 240 rows was a
 *   quarter of the call's CPU, so a batch of up to SMALL_BATCH answers recounts only its own keys:
 *   stored count + (values among its keys after - before). That is exact while every write of the
 *   assessment's answers holds its progress row (both paths do; erasure deletes the answers with
 *   the progress row), the stored count is below the total (a clamped count is not the number of
 *   rows) and the row's version and total are this batch's; otherwise, and for a row made now
 *   (xmax 0: inserted, not locked by the conflict update), all rows are counted.
 * - the response's fields and their order are AnswerSaveResponse's (contract/answer-dto.ts).
 * SQLite runs the TypeScript path, in the shared group commit; this migration does nothing there.
 */
/** Up to this many answers, a batch recounts only its own keys (two index lookups each, against one scan of all rows). */
const SMALL_BATCH = 60;

// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql.raw(`
create function apply_answer_batch(
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
  v_before integer;
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

  -- A small batch recounts only its own keys: the values they held before and after (see above).
  v_counted := v_counted and v_answered < p_total and cardinality(p_keys) <= ${SMALL_BATCH};
  if v_counted then
    select count(*) into v_before from assessment_answers
      where user_id = p_user_id and assessment_id = p_assessment_id and item_key = any(p_keys) and value is not null;
  end if;

  insert into assessment_answers as a (user_id, assessment_id, item_key, value, client_stamp, updated_at)
    select p_user_id, p_assessment_id, given.key, given.value, given.stamp, p_now
      from unnest(p_keys, p_values, p_stamps) as given(key, value, stamp)
    on conflict (user_id, assessment_id, item_key) do update
      set value = excluded.value, client_stamp = excluded.client_stamp, updated_at = excluded.updated_at
      where a.client_stamp < excluded.client_stamp;
  get diagnostics v_applied = row_count;

  if v_counted then
    select least(v_answered - v_before + count(*), p_total) into v_answered from assessment_answers
      where user_id = p_user_id and assessment_id = p_assessment_id and item_key = any(p_keys) and value is not null;
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
  await sql`drop function if exists apply_answer_batch(text, text, text, integer, text, text[], text[], bigint[], text, text, integer, boolean)`.execute(db);
}
