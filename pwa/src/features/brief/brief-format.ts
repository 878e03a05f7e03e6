import type { BriefScaleDto, BriefThemeDto, ClientBriefDto } from '@career/sync-server/briefs/contract/client-brief-dto';

/** A 95% range as the results pages write it: whole points, an en dash. */
export function rangeText(interval: { low: number; high: number } | null): string {
  return interval ? `95% range ${Math.round(interval.low)}–${Math.round(interval.high)}` : 'no range stored';
}

/** 'Artistic 62 (95% range 56–68), High'. */
export function themeText(theme: BriefThemeDto): string {
  return `${theme.theme} ${Math.round(theme.value)} (${rangeText(theme.interval)})${theme.level ? `, ${theme.level}` : ''}`;
}

/** 'Average, near the boundary with High' (the results pages' words). */
export function levelText(scale: Pick<BriefScaleDto, 'level' | 'nearLevels'>): string {
  if (scale.nearLevels.length === 0) return scale.level;
  return scale.nearLevels.length === 1 ? `${scale.level}, near the boundary with ${scale.nearLevels[0]}` : `${scale.level}, near the boundaries with ${scale.nearLevels.join(' and ')}`;
}

/** 'Neuroticism 55 (95% range 49–61): Average, near the boundary with High'. */
export function scaleText(scale: BriefScaleDto): string {
  return `${scale.name} ${Math.round(scale.tScore)} (${rangeText(scale.interval)}): ${levelText(scale)}`;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function salaryText(value: number | null): string {
  return value === null ? 'Not given' : `${dollars.format(value)} a year`;
}

/** The day a brief was made, in the admin's time zone: 'December 7, 2026'. */
export function briefDate(brief: Pick<ClientBriefDto, 'generatedAt' | 'timeZone'>): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: brief.timeZone }).format(new Date(brief.generatedAt));
}
