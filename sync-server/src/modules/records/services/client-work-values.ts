import { ONET_WORK_VALUES } from '@career/scoring/careers/career-fit-types';
import { isRecord } from '@career/scoring/is-record';

/** O*NET's element ids of the six work values, in ONET_WORK_VALUES (Content Model) order. */
const WORK_VALUE_IDS = ['1.B.2.a', '1.B.2.b', '1.B.2.c', '1.B.2.d', '1.B.2.e', '1.B.2.f'] as const;

/** The card sort's stars run 0-4. */
const STARS_MAX = 4;

export interface ClientWorkValues {
  /** Mean stars per O*NET work value (0-4), ONET_WORK_VALUES order: CareerProfile.values. */
  values: number[];
  /** The most valued, highest first (see topWorkValues). */
  topValues: string[];
}


/**
 * The two highest values by mean stars, highest first; a tie at the cut keeps every value tied
 * there (three or more names rather than an arbitrary two), and when all six tie none stands out
 * (empty). Equal means keep Content Model order.
 */
export function topWorkValues(values: readonly number[]): string[] {
  const order = values.map((stars, index) => ({ stars, name: ONET_WORK_VALUES[index] as string, index })).sort((a, b) => b.stars - a.stars || a.index - b.index);
  const cut = order[1]?.stars;
  if (cut === undefined) return [];
  const top = order.filter((entry) => entry.stars >= cut);
  return top.length === order.length ? [] : top.map((entry) => entry.name);
}

/**
 * The work values of a finished Career Values Card Sort, from its stored results'
 * `onetValueProfile` ([{onetValue, name, cardCount, meanStars}], scoring/src/card-sort/score-card-sort.ts),
 * matched by O*NET element id. Null when there are no results or they do not hold all six values
 * with mean stars 0-4.
 */
export function clientWorkValues(results: unknown): ClientWorkValues | null {
  if (!isRecord(results) || !Array.isArray(results.onetValueProfile)) return null;
  const profile = results.onetValueProfile.filter(isRecord);
  const values: number[] = [];
  for (const id of WORK_VALUE_IDS) {
    const stars = profile.find((entry) => entry.onetValue === id)?.meanStars;
    if (typeof stars !== 'number' || !Number.isFinite(stars) || stars < 0 || stars > STARS_MAX) return null;
    values.push(stars);
  }
  return { values, topValues: topWorkValues(values) };
}
