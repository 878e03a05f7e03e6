import type { CareerFitDto } from '@career/sync-server/records/contract/career-idea-dto';
import { STABILITY_TOP } from '@career/scoring/careers/career-fit-types';
import { CAREER_BAND_LABELS } from '@career/sync-server/records/contract/career-idea-dto';

const count = new Intl.NumberFormat('en-US');
const ordinalRule = new Intl.PluralRules('en-US', { type: 'ordinal' });
const SUFFIXES: Record<Intl.LDMLPluralRule, string> = { zero: 'th', one: 'st', two: 'nd', few: 'rd', many: 'th', other: 'th' };

/** '1st', '3rd', '11th', '1,002nd': a place in words. */
export function ordinalText(place: number): string {
  return `${count.format(place)}${SUFFIXES[ordinalRule.select(place)]}`;
}

/** 'Strong match, 3rd of 923': the band and the place in the client's list (never a number out of 100). */
export function bandRankText(fit: Pick<CareerFitDto, 'band' | 'rank' | 'of'>): string {
  return `${CAREER_BAND_LABELS[fit.band]}, ${ordinalText(fit.rank)} of ${count.format(fit.of)}`;
}

/** How many of ten retests keep the idea in the top ten (the share of simulated retests, rounded to tenths). */
export function retestsOfTen(stability: number): number {
  return Math.min(10, Math.max(0, Math.round(stability * 10)));
}

/**
 * How stable the idea's place is, from the simulated retests (each theme moved by its measurement
 * error only, so real retests would move places more: an estimate, and an upper one). Counselor:
 * 'In the top 10 in about 7 of 10 simulated retests'; client: 'An estimate: if you took the Strong
 * again, this idea would be in your top 10 about 7 times in 10.' Nothing for an idea below the top
 * 10 that no retest brings into it.
 */
export function stabilityText(fit: Pick<CareerFitDto, 'stability' | 'rank'>, audience: 'client' | 'counselor'): string | null {
  const times = retestsOfTen(fit.stability);
  if (times === 0 && fit.rank > STABILITY_TOP) return null;
  return audience === 'client'
    ? `An estimate: if you took the Strong again, this idea would be in your top ${STABILITY_TOP} about ${times} times in 10.`
    : `In the top ${STABILITY_TOP} in about ${times} of 10 simulated retests`;
}
