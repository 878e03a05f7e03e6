import { careerFit } from '@career/scoring/careers/career-fit';
import { fitWhy } from '@career/scoring/careers/fit-why';
import { rankByFit } from '@career/scoring/careers/rank-by-fit';
import { scoreFitTable } from '@career/scoring/careers/fit-table';
import type { FitVoice } from '@career/scoring/careers/fit-voice';
import { CLIENT_VOICE } from '@career/scoring/careers/fit-voice';
import { FIT_WEIGHTS } from '@career/scoring/careers/fit-weights';
import type { AppDeps } from '../../../app-deps';
import type { CareerIdeaDto, CareerIdeasDto } from '../contract/career-idea-dto';
import type { CareerIdeasQuery } from '../contract/career-idea-schemas';
import { recordsWithFactsByIds } from '../repositories/career-record-repository';
import type { MatchTable } from './career-matching';
import type { CareerRecordIndex } from './career-record-index';
import type { ClientCareerProfile } from './client-career-profile';
import { clientCareerProfile } from './client-career-profile';

type Deps = Pick<AppDeps, 'db'>;

/** The indexes of the records in one Job Zone (all when none is asked). */
function inJobZone(table: MatchTable, jobZone: number | undefined): Int32Array | undefined {
  if (jobZone === undefined) return undefined;
  const picked = new Int32Array(table.size);
  let count = 0;
  for (let index = 0; index < table.size; index += 1) if (table.jobZones[index] === jobZone) picked[count++] = index;
  return picked.subarray(0, count);
}

/**
 * The fit (0-100) and its reasons of the record at a table index; fits come from the batch scoring.
 * `voice`: the client's own (what a shortlist shares with them), or a counselor's, who reads of the
 * client by name.
 */
export function fitAt(table: MatchTable, fits: Float32Array, client: ClientCareerProfile, index: number, voice: FitVoice = CLIENT_VOICE): { fit: number; why: string } {
  const explained = careerFit(client.profile, table.occupations[index]!, FIT_WEIGHTS, voice);
  return { fit: fits[index] as number, why: explained ? fitWhy(explained) : '' };
}

/** The client's profile, the records in memory, and every record's fit to the client (null without interests). */
export async function clientFits(deps: Deps, index: CareerRecordIndex, userId: string): Promise<{ client: ClientCareerProfile; table: MatchTable; fits: Float32Array | null }> {
  const [client, table] = await Promise.all([clientCareerProfile(deps.db, userId), index.current()]);
  return { client, table, fits: scoreFitTable(table.fit, client.profile) };
}

/**
 * One page of a client's career ideas, by fit (highest first; equal fits by job title), in a Job
 * Zone when asked. Every record is scored in one pass over the in-memory table; only the page's
 * records are read from the database and explained in words. No interests: no ideas, and `missing`
 * says why.
 */
export async function careerIdeasFor(
  deps: Deps,
  index: CareerRecordIndex,
  userId: string,
  query: CareerIdeasQuery,
  voice: FitVoice = CLIENT_VOICE,
): Promise<CareerIdeasDto> {
  const { client, table, fits } = await clientFits(deps, index, userId);
  const base = { page: query.page, pageSize: query.pageSize, missing: client.missing, profile: client.summary };
  if (!fits) return { ...base, items: [], total: 0 };
  const order = rankByFit(fits, inJobZone(table, query.jobZone));
  const start = (query.page - 1) * query.pageSize;
  const pageIndexes = Array.from(order.subarray(start, start + query.pageSize));
  const rows = await recordsWithFactsByIds(deps.db, pageIndexes.map((at) => table.ids[at] as string));
  const items = pageIndexes.flatMap((at): CareerIdeaDto[] => {
    const found = rows.get(table.ids[at] as string);
    // A record deleted between the index's load and this read is left out of the page.
    if (!found) return [];
    return [{ ...found.record, jobZone: found.jobZone, medianWage: found.medianWage, onetCode: found.onetCode, ...fitAt(table, fits, client, at, voice) }];
  });
  return { ...base, items, total: order.length };
}

/** The fit and reasons of some records for a client (the shortlist keeps them as shared); null without interests. */
export async function fitsOfRecords(deps: Deps, index: CareerRecordIndex, userId: string, recordIds: readonly string[]): Promise<Map<string, { fit: number; why: string }> | null> {
  const { client, table, fits } = await clientFits(deps, index, userId);
  if (!fits) return null;
  const result = new Map<string, { fit: number; why: string }>();
  for (const id of recordIds) {
    const at = table.indexOf.get(id);
    if (at !== undefined) result.set(id, fitAt(table, fits, client, at));
  }
  return result;
}
