import { describe, expect, it } from 'vitest';
import type { CareerProfile } from '@career/scoring/careers/career-fit-types';
import { STABILITY_TOP } from '@career/scoring/careers/career-fit-types';
import type { MatchableRecord } from './career-matching';
import { buildMatchTable } from './career-matching';
import { RANKINGS_HELD, clientRanking, inRankingOrder, rankingKey } from './client-ranking';

function record(index: number): MatchableRecord {
  const interests = [0, 1, 2, 3, 4, 5].map((theme) => 1 + (((index + 1) * (theme + 3) * 2654435761) % 6001) / 1000);
  return {
    id: `r${index}`,
    jobTitle: `Job ${String(index).padStart(3, '0')}`,
    SII_1: 'Social',
    SII_2: 'Artistic',
    SII_3: 'Investigative',
    MBTI_1: 'E',
    MBTI_2: 'NF',
    MBTI_3: 'J',
    salary: '1',
    min_edu: 'High School',
    stress_level: 'L',
    familyType: 'Production Occupations',
    facts: { interests, jobZone: 1 + (index % 5), medianWage: 40_000 + index * 100, workValues: [4, 3, 5, 6, 2, 5] },
  };
}

const RECORDS = Array.from({ length: 60 }, (_, index) => record(index));
const PROFILE: CareerProfile = { interests: [41, 56, 64, 61, 45, 38], values: [2, 1.5, 1, 3.5, 2, 3], educationLevel: null, moreEducation: null, minimumSalary: null };

describe("a client's ranking, held per record table", () => {
  it('ranks every record or one Job Zone, with stabilities that add up to the top counted', () => {
    const table = buildMatchTable(RECORDS);
    const all = clientRanking(table, PROFILE)!;
    expect(all.order).toHaveLength(60);
    expect(new Set(all.order).size).toBe(60);
    expect([...all.stability.values()].reduce((sum, share) => sum + share, 0)).toBeCloseTo(STABILITY_TOP, 9);
    expect(all.placeOf(all.order[7] as number)).toBe(7);
    const zone = clientRanking(table, PROFILE, 2)!;
    expect(zone.order).toHaveLength(12);
    expect([...zone.order].every((index) => table.jobZones[index] === 2)).toBe(true);
    expect([...zone.stability.keys()].every((index) => table.jobZones[index] === 2)).toBe(true);
    const outside = all.order.find((index) => table.jobZones[index] !== 2) as number;
    expect(zone.placeOf(outside)).toBe(-1);
  });

  it('is null without interests', () => {
    expect(clientRanking(buildMatchTable(RECORDS), { ...PROFILE, interests: null })).toBeNull();
  });

  it('holds a ranking per profile and Job Zone, and a reloaded table ranks again', () => {
    const table = buildMatchTable(RECORDS);
    const first = clientRanking(table, PROFILE);
    expect(clientRanking(table, { ...PROFILE })).toBe(first);
    expect(clientRanking(table, PROFILE, 3)).not.toBe(first);
    expect(clientRanking(table, { ...PROFILE, values: null })).not.toBe(first);
    const reloaded = buildMatchTable(RECORDS);
    const again = clientRanking(reloaded, PROFILE);
    expect(again).not.toBe(first);
    expect(Array.from(again!.order)).toEqual(Array.from(first!.order));
  });

  it('keeps at most RANKINGS_HELD rankings, dropping the least recently used', () => {
    const table = buildMatchTable(RECORDS);
    const first = clientRanking(table, PROFILE);
    for (let other = 1; other <= RANKINGS_HELD; other += 1) clientRanking(table, { ...PROFILE, minimumSalary: 1000 * other });
    expect(clientRanking(table, PROFILE)).not.toBe(first);
  });

  it('keys by a digest of the profile and the Job Zone, nothing readable', () => {
    expect(rankingKey(PROFILE, undefined)).toMatch(/^all:[\w-]{43}$/);
    expect(rankingKey(PROFILE, 4)).toMatch(/^4:[\w-]{43}$/);
    expect(rankingKey(PROFILE, 4)).not.toMatch(/interests|values|salary/);
  });

  it('orders any set of records as the ranking does', () => {
    const table = buildMatchTable(RECORDS);
    const ranking = clientRanking(table, PROFILE)!;
    const members = [5, 17, 2, 40, 33];
    const ordered = Array.from(inRankingOrder(ranking, members, table.size));
    const places = ordered.map((index) => ranking.placeOf(index));
    expect(places).toEqual([...places].sort((a, b) => a - b));
    expect(new Set(ordered)).toEqual(new Set(members));
  });
});
