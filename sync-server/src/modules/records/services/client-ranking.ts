import { createHash } from 'node:crypto';
import type { CareerProfile } from '@career/scoring/careers/career-fit-types';
import { fitStability } from '@career/scoring/careers/fit-stability';
import { scoreFitTable } from '@career/scoring/careers/fit-table';
import { rankByScore } from '@career/scoring/careers/rank-by-score';
import { STABILITY_RETESTS, STABILITY_TOP } from '@career/scoring/careers/career-fit-types';
import type { MatchTable } from './career-matching';
import { LruMap } from '../../../lru-map';

/** One client's ranking of a selection of the records (all, or one Job Zone's). */
export interface ClientRanking {
  /** The selection's table indexes, highest score first (rankByScore: equal scores by table index). */
  order: Int32Array;
  /** The share of retests (0-1) in which a record stays in the selection's top STABILITY_TOP, by table index; absent: 0. */
  stability: ReadonlyMap<number, number>;
  /** A record's 0-based place in `order` by table index; -1 outside the selection. */
  placeOf(index: number): number;
}

/**
 * Rankings held per record table: the stability's STABILITY_RETESTS passes over every record cost
 * far more than the request around them (provenance.md, "Stability"), and a counselor pages
 * through the same client's list. Held are the order (4 bytes a record) and the few records with
 * any stability; 24 of them are under 10 MB with 100,000 records.
 */
export const RANKINGS_HELD = 24;

/** Keyed by the table itself: a reloaded index (a record changed) is a new table, and its old rankings go with the old one. */
const held = new WeakMap<MatchTable, LruMap<string, ClientRanking>>();

/**
 * The cache key of a profile and a selection: a digest of what the ranking reads (the profile's
 * numbers), never a name or an id, so a changed result is a new key and nothing personal is kept
 * in the key or can reach a log.
 */
export function rankingKey(profile: CareerProfile, jobZone: number | undefined): string {
  const digest = createHash('sha256').update(JSON.stringify(profile)).digest('base64url');
  return `${jobZone ?? 'all'}:${digest}`;
}

/** The indexes of the records in one Job Zone, ascending (undefined: every record). */
export function inJobZone(table: MatchTable, jobZone: number | undefined): Int32Array | undefined {
  if (jobZone === undefined) return undefined;
  const picked = new Int32Array(table.size);
  let count = 0;
  for (let index = 0; index < table.size; index += 1) if (table.jobZones[index] === jobZone) picked[count++] = index;
  return picked.subarray(0, count);
}

function placesOf(order: Int32Array, size: number): Int32Array {
  const places = new Int32Array(size).fill(-1);
  for (let place = 0; place < order.length; place += 1) places[order[place] as number] = place;
  return places;
}

function rank(table: MatchTable, profile: CareerProfile, jobZone: number | undefined): ClientRanking | null {
  const scores = scoreFitTable(table.fit, profile);
  if (!scores) return null;
  const candidates = inJobZone(table, jobZone);
  const order = rankByScore(scores, candidates);
  const shares = fitStability(table.fit, profile, { candidates, retests: STABILITY_RETESTS, top: STABILITY_TOP });
  const stability = new Map<number, number>();
  if (shares) {
    for (let place = 0; place < order.length; place += 1) {
      const index = order[place] as number;
      const share = shares[index] as number;
      if (share > 0) stability.set(index, share);
    }
  }
  let places: Int32Array | undefined;
  return {
    order,
    stability,
    placeOf(index) {
      places ??= placesOf(order, table.size);
      return places[index] ?? -1;
    },
  };
}

/**
 * A client's ranking of the records (in a Job Zone when asked) with each record's stability, from
 * the held rankings when this table ranked this profile before; null without interests. Checked
 * and computed without awaiting anything, so two requests at once compute it once.
 */
export function clientRanking(table: MatchTable, profile: CareerProfile, jobZone?: number): ClientRanking | null {
  if (profile.interests === null) return null;
  let rankings = held.get(table);
  if (!rankings) {
    rankings = new LruMap(RANKINGS_HELD);
    held.set(table, rankings);
  }
  const key = rankingKey(profile, jobZone);
  const known = rankings.get(key);
  if (known) return known;
  const ranking = rank(table, profile, jobZone);
  if (ranking) rankings.set(key, ranking);
  return ranking;
}

/**
 * The indexes among `members` in the ranking's order (the ranking holds every record): a filter of
 * the held order, so no sort per search.
 */
export function inRankingOrder(ranking: ClientRanking, members: Int32Array | readonly number[], size: number): Int32Array {
  const wanted = new Uint8Array(size);
  for (let i = 0; i < members.length; i += 1) wanted[members[i] as number] = 1;
  const ordered = new Int32Array(members.length);
  let count = 0;
  for (let place = 0; place < ranking.order.length && count < members.length; place += 1) {
    const index = ranking.order[place] as number;
    if (wanted[index]) ordered[count++] = index;
  }
  return ordered.subarray(0, count);
}
