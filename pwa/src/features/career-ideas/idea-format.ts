import type { CareerProfileSummaryDto } from '@career/sync-server/records/contract/career-idea-dto';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');

export const jobZoneText = (jobZone: number | null) => (jobZone === null ? 'Job Zone not set' : `Job Zone ${jobZone}`);

export const medianWageText = (wage: number | null) => (wage === null ? 'Median wage not known' : `Median wage ${dollars.format(wage)}`);

/** '1,000': the character limits as the counters name them. */
export const countText = (value: number) => count.format(value);

/** '12 of 1,000 characters' */
export const characterCount = (text: string, max: number) => `${countText(text.length)} of ${countText(max)} characters`;

/**
 * The client's profile in one line: 'Top themes: Artistic, Social, Investigative · Top values:
 * Achievement, Independence · Education: ... · Minimum salary: $60,000 · Type: INFP (context, not
 * ranked)'; what is not given is left out. The type is there for the counselor: the fit leaves it out.
 */
export function profileLine(profile: CareerProfileSummaryDto): string {
  return [
    profile.topThemes.length ? `Top themes: ${profile.topThemes.join(', ')}` : null,
    profile.topValues.length ? `Top values: ${profile.topValues.join(', ')}` : null,
    profile.education ? `Education: ${profile.education}` : null,
    profile.minimumSalary === null ? null : `Minimum salary: ${dollars.format(profile.minimumSalary)}`,
    profile.mbtiType ? `Type: ${profile.mbtiType} (context, not ranked)` : null,
  ]
    .filter((part): part is string => part !== null)
    .join(' · ');
}

/** 'Showing 21-40 of 923' */
export function showingText(page: number, pageSize: number, shown: number, total: number): string {
  const first = (page - 1) * pageSize + 1;
  return `Showing ${countText(first)}-${countText(first + shown - 1)} of ${countText(total)}`;
}
