import type { CareerFitDto } from '@career/sync-server/records/contract/career-idea-dto';
import { CAREER_BAND_LABELS, STABILITY_TOP } from '@career/sync-server/records/contract/career-idea-dto';

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

/** 'Stays in the top 10 in 7 of 10 retests' */
export function stabilityText(stability: number): string {
  return `Stays in the top ${STABILITY_TOP} in ${retestsOfTen(stability)} of 10 retests`;
}
