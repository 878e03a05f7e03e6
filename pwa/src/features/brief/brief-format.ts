import { levelWithBoundary } from '@career/scoring/level-boundary';
import type { ScoreInterval } from '@career/scoring/score-interval';
import type { BriefScaleDto, BriefThemeDto, ClientBriefDto } from '@career/sync-server/briefs/contract/client-brief-dto';
import { formatRange } from '../results/score-range';

/** A 95% range as the results pages write it: whole points, an en dash. */
export function rangeText(interval: ScoreInterval | null): string {
  return interval ? `95% range ${formatRange(interval)}` : 'no range stored';
}

/** 'Artistic 62 (95% range 56–68), High'. */
export function themeText(theme: BriefThemeDto): string {
  return `${theme.theme} ${Math.round(theme.value)} (${rangeText(theme.interval)})${theme.level ? `, ${theme.level}` : ''}`;
}

/** 'Neuroticism 55 (95% range 49–61): Average, near the boundary with High'. */
export function scaleText(scale: BriefScaleDto): string {
  return `${scale.name} ${Math.round(scale.tScore)} (${rangeText(scale.interval)}): ${levelWithBoundary(scale.level, scale.interval ?? undefined)}`;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function salaryText(value: number | null): string {
  return value === null ? 'Not given' : `${dollars.format(value)} a year`;
}

/** The day a brief was made, in the admin's time zone: 'December 7, 2026'. */
export function briefDate(brief: Pick<ClientBriefDto, 'generatedAt' | 'timeZone'>): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: brief.timeZone }).format(new Date(brief.generatedAt));
}
