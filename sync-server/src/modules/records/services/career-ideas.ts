import type { FitVoice } from '@career/scoring/careers/fit-voice';
import { CLIENT_VOICE } from '@career/scoring/careers/fit-voice';
import type { AppDeps } from '../../../app-deps';
import type { CareerFitDto, CareerIdeaDto, CareerIdeasDto } from '../contract/career-idea-dto';
import type { CareerIdeasQuery } from '../contract/career-idea-schemas';
import { recordsWithFactsByIds } from '../repositories/career-record-repository';
import type { MatchTable } from './career-matching';
import { careerFitDtoAt } from './career-fit-dto';
import type { CareerRecordIndex } from './career-record-index';
import type { ClientCareerProfile } from './client-career-profile';
import { clientCareerProfile } from './client-career-profile';
import type { ClientRanking } from './client-ranking';
import { clientRanking } from './client-ranking';

type Deps = Pick<AppDeps, 'db'>;

/** The client's profile, the records in memory, and the client's ranking of them (in a Job Zone when asked; null without interests). */
export async function clientRankingFor(
  deps: Deps,
  index: CareerRecordIndex,
  userId: string,
  jobZone?: number,
): Promise<{ client: ClientCareerProfile; table: MatchTable; ranking: ClientRanking | null }> {
  const [client, table] = await Promise.all([clientCareerProfile(deps.db, userId), index.current()]);
  return { client, table, ranking: clientRanking(table, client.profile, jobZone) };
}

/**
 * One page of a client's career ideas, by score (highest first; equal scores by job title), in a
 * Job Zone when asked. The ranking and each idea's stability are held per client profile
 * (client-ranking.ts); only the page's records are read from the database and explained in words.
 * Each idea's rank and stability are within the selection (the Job Zone's when one is chosen). No
 * interests: no ideas, and `missing` says why.
 */
export async function careerIdeasFor(
  deps: Deps,
  index: CareerRecordIndex,
  userId: string,
  query: CareerIdeasQuery,
  voice: FitVoice = CLIENT_VOICE,
): Promise<CareerIdeasDto> {
  const { client, table, ranking } = await clientRankingFor(deps, index, userId, query.jobZone);
  const base = { page: query.page, pageSize: query.pageSize, missing: client.missing, profile: client.summary };
  if (!ranking) return { ...base, items: [], total: 0 };
  const start = (query.page - 1) * query.pageSize;
  const pageIndexes = Array.from(ranking.order.subarray(start, start + query.pageSize));
  const rows = await recordsWithFactsByIds(deps.db, pageIndexes.map((at) => table.ids[at] as string));
  const items = pageIndexes.flatMap((at): CareerIdeaDto[] => {
    const found = rows.get(table.ids[at] as string);
    const fit = careerFitDtoAt(table, client, ranking, at, voice);
    // A record deleted between the index's load and this read is left out of the page.
    if (!found || !fit) return [];
    return [{ ...found.record, jobZone: found.jobZone, medianWage: found.medianWage, onetCode: found.onetCode, ...fit }];
  });
  return { ...base, items, total: ranking.order.length };
}

/** A fit as a shortlist keeps it (the shortlists' SharedFitDto): with the profile's spread at the time. */
export type FitAsShared = CareerFitDto & { differentiation: number; undifferentiated: boolean };

/**
 * The fit of some records as a shortlist keeps it (the shortlist module stores it as shared): in
 * the client's own voice, its rank and stability in the client's whole list, and the profile's
 * differentiation then. Null without interests.
 */
export async function fitsOfRecords(deps: Deps, index: CareerRecordIndex, userId: string, recordIds: readonly string[]): Promise<Map<string, FitAsShared> | null> {
  const { client, table, ranking } = await clientRankingFor(deps, index, userId);
  if (!ranking || client.summary.differentiation === null) return null;
  const spread = { differentiation: client.summary.differentiation, undifferentiated: client.summary.undifferentiated };
  const result = new Map<string, FitAsShared>();
  for (const id of recordIds) {
    const at = table.indexOf.get(id);
    const fit = at === undefined ? null : careerFitDtoAt(table, client, ranking, at, CLIENT_VOICE);
    if (fit) result.set(id, { ...fit, ...spread });
  }
  return result;
}
