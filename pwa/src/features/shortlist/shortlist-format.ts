import { JOB_ZONE_LABELS } from '@career/sync-server/records/contract/career-idea-dto';
import type { JobZone } from '@career/sync-server/records/contract/career-idea-dto';
import type { ShortlistItemDto } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { bandRankText, stabilityText } from '../career-fit/fit-text';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** 'Shared on November 21, 2026' */
export const sharedOnText = (iso: string) => `Shared on ${day.format(new Date(iso))}`;

/** 'Fit 82 of 100': the fit of an idea shared before bands (issue 43), as it was shown then. */
export const fitText = (fit: number) => `Fit ${Math.round(fit)} of 100`;

/** 'Median wage: $48,000 a year (BLS May 2019)' */
export const medianWageText = (wage: number) => `Median wage: ${dollars.format(wage)} a year (BLS May 2019)`;

/** 'Job Zone 3: medium preparation', or null when the idea has none. */
export function jobZoneText(jobZone: number | null): string | null {
  return jobZone !== null && jobZone in JOB_ZONE_LABELS ? JOB_ZONE_LABELS[jobZone as JobZone] : null;
}

/** The fit of one idea in words: 'Strong match, 3rd of 923' and its stability; an earlier share's 'Fit 82 of 100'; nothing without one. */
export function fitFacts(item: ShortlistItemDto): string[] {
  if (item.shared) return [bandRankText(item.shared), stabilityText(item.shared, 'client')].filter((text): text is string => text !== null);
  // Shared before bands (no `shared`): as it was shown then. Later shares without a fit (no interests to rank by) have `fit` null.
  return item.fit === null ? [] : [fitText(item.fit)];
}

/** The facts of one idea in words, in order: fit, Job Zone, education, median wage (what is not known is left out). */
export function ideaFacts(item: ShortlistItemDto): string[] {
  return [
    ...fitFacts(item),
    jobZoneText(item.jobZone),
    item.education ? `Education: ${item.education}` : null,
    item.medianWage === null ? null : medianWageText(item.medianWage),
  ].filter((fact): fact is string => fact !== null);
}
