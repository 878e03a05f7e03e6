/**
 * Career ideas ranked by fit to one client (GET /api/users/{id}/career-ideas, admins) and the fit
 * the admin's career search adds when it is opened for a client (get-records with forUser).
 * Browser-safe: constants and types only.
 */
import type { CareerRecordDto } from './record-dto';

/** O*NET Job Zones: how much preparation an occupation needs. */
export const JOB_ZONES = [1, 2, 3, 4, 5] as const;
export type JobZone = (typeof JOB_ZONES)[number];
export const JOB_ZONE_LABELS: Record<JobZone, string> = {
  1: 'Job Zone 1: little or no preparation',
  2: 'Job Zone 2: some preparation',
  3: 'Job Zone 3: medium preparation',
  4: 'Job Zone 4: considerable preparation',
  5: 'Job Zone 5: extensive preparation',
};

export const CAREER_IDEAS_PAGE_SIZE = 20;
export const CAREER_IDEAS_PAGE_SIZE_MAX = 100;

/** What the fit could not use because the client has not given it (yet). */
export type CareerProfileGap = 'interests' | 'type' | 'education' | 'salary';
export const CAREER_PROFILE_GAP_TEXT: Record<CareerProfileGap, string> = {
  interests: 'No Strong Interest Inventory results yet: career ideas are ranked by interests, so none can be ranked until they are synced.',
  type: 'No Myers-Briggs type yet: the fit leaves out introversion/extraversion and judging/perceiving.',
  education: 'No education in the interview yet: the fit leaves out how much preparation each job needs.',
  salary: 'No salary wish in the interview yet: the fit leaves out pay.',
};

/** The facts of one occupation the fit uses besides the record's coded fields. */
export interface OccupationFactsDto {
  /** O*NET Job Zone 1-5; null for a record an admin added without one. */
  jobZone: number | null;
  /** BLS May 2019 national annual median wage (USD), null when unknown. */
  medianWage: number | null;
  /** O*NET-SOC code of a seeded record (its O*NET OnLine page), null for an admin's record. */
  onetCode: string | null;
}

/** One career idea: the record, its fit (0-100) and the 2-3 strongest reasons in words. */
export interface CareerIdeaDto extends CareerRecordDto, OccupationFactsDto {
  fit: number;
  why: string;
}

/** What the client's profile holds, as the view names it. */
export interface CareerProfileSummaryDto {
  /** The three highest General Occupational Themes, highest first (empty without the SII). */
  topThemes: string[];
  /** The MBTI type ('INFP'), or null. */
  mbtiType: string | null;
  /** Highest education completed, as the interview answered it, or null. */
  education: string | null;
  /** The lowest yearly salary the client could accept (USD), or null. */
  minimumSalary: number | null;
}

/** GET /api/users/{id}/career-ideas?page=&pageSize=&jobZone= */
export interface CareerIdeasDto {
  items: CareerIdeaDto[];
  /** Every idea in the (job-zone) selection; 0 when interests are missing. */
  total: number;
  page: number;
  pageSize: number;
  missing: CareerProfileGap[];
  profile: CareerProfileSummaryDto;
}

/** O*NET OnLine's page of an occupation. */
export function onetPageUrl(onetCode: string): string {
  return `https://www.onetonline.org/link/summary/${encodeURIComponent(onetCode)}`;
}
