import type { JobZone } from '@career/sync-server/records/contract/career-idea-dto';
import { JOB_ZONES } from '@career/sync-server/records/contract/career-idea-dto';

/** What the career ideas page shows, as its address holds it: `?page=2&jobZone=3` (page 1 and all zones are left out). */
export interface IdeasQuery {
  /** 1-based, as the API counts. */
  page: number;
  jobZone: JobZone | null;
}

/** The one way to a client's career ideas, in the user dialog and on the client's results. */
export const OPEN_CAREER_IDEAS = 'Open career ideas';

/** The admin's career ideas page of one client. */
export function clientCareerIdeasPath(userId: string): string {
  return `/admin/users/${encodeURIComponent(userId)}/career-ideas`;
}

function jobZoneOf(value: string | null): JobZone | null {
  return JOB_ZONES.find((zone) => String(zone) === value) ?? null;
}

/** The page and job zone in an address; anything else there (a typed-in page 0, zone 9) reads as page 1, all zones. */
export function ideasQueryOf(params: URLSearchParams): IdeasQuery {
  const page = Number(params.get('page'));
  return { page: Number.isInteger(page) && page >= 1 ? page : 1, jobZone: jobZoneOf(params.get('jobZone')) };
}

export function paramsOfIdeasQuery(query: IdeasQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  if (query.jobZone !== null) params.set('jobZone', String(query.jobZone));
  return params;
}
