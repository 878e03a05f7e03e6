import type { Kysely, RawBuilder } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../../db/schema';

/** How many of a client's shared ideas carry one band (as stored; null: none) and one mark (null: none). */
export interface BandMarkCount {
  band: string | null;
  mark: string | null;
  count: number;
}

/**
 * Every shared idea's item as (user, record, band, how recent): the current lists' first (age 0),
 * then the history's by when they were replaced. The items are JSON text; each dialect unpacks its
 * own way (json_each on SQLite, jsonb_array_elements on PostgreSQL), so only four short fields
 * per idea leave the database, never the descriptions and reasons the items also hold.
 */
function sharedIdeas(postgres: boolean): RawBuilder<unknown> {
  if (postgres) {
    return sql`
      select s.user_id, i.value ->> 'recordId' as record_id, i.value -> 'shared' ->> 'band' as band, 0 as age, '' as replaced_at, '' as entry_id
      from career_shortlists s cross join lateral jsonb_array_elements(s.items::jsonb) as i(value)
      union all
      select h.user_id, i.value ->> 'recordId', i.value -> 'shared' ->> 'band', 1, h.replaced_at, h.id
      from career_shortlist_history h cross join lateral jsonb_array_elements(h.items::jsonb) as i(value)`;
  }
  return sql`
    select s.user_id, json_extract(i.value, '$.recordId') as record_id, json_extract(i.value, '$.shared.band') as band, 0 as age, '' as replaced_at, '' as entry_id
    from career_shortlists s, json_each(s.items) i
    union all
    select h.user_id, json_extract(i.value, '$.recordId'), json_extract(i.value, '$.shared.band'), 1, h.replaced_at, h.id
    from career_shortlist_history h, json_each(h.items) i`;
}

/**
 * The calibration's counts in one query: each client's idea once, as last shared (the current
 * list, else the newest history entry holding it), with the client's mark on it, counted by band
 * and mark. A few rows come back whatever the number of clients.
 */
export async function countSharedByBandAndMark(db: Kysely<Database>): Promise<BandMarkCount[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const result = await sql<{ band: string | null; mark: string | null; count: number | string }>`
    with shared as (${sharedIdeas(postgres)}),
    latest as (
      select user_id, record_id, band,
        row_number() over (partition by user_id, record_id order by age, replaced_at desc, entry_id desc) as place
      from shared
      where record_id is not null
    )
    select latest.band as band, m.mark as mark, count(*) as count
    from latest
    left join career_idea_marks m on m.user_id = latest.user_id and m.record_id = latest.record_id
    where latest.place = 1
    group by latest.band, m.mark`.execute(db);
  return result.rows.map((row) => ({ band: row.band, mark: row.mark, count: Number(row.count) }));
}
