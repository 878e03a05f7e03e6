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
export type CareerProfileGap = 'interests' | 'values' | 'education' | 'salary';
export const CAREER_PROFILE_GAP_TEXT: Record<CareerProfileGap, string> = {
  interests: 'No Strong Interest Inventory results yet: career ideas are ranked by interests, so none can be ranked until they are synced.',
  values: 'No Career Values Card Sort yet: the fit leaves out work values.',
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

/** What views show of a fit instead of a number (scoring/src/careers/provenance.md, "Bands"). */
export const CAREER_BANDS = ['strong', 'good', 'some', 'weak'] as const;
export type CareerBand = (typeof CAREER_BANDS)[number];
export const CAREER_BAND_LABELS: Record<CareerBand, string> = { strong: 'Strong match', good: 'Good match', some: 'Some match', weak: 'Weak match' };

/** The one line on every view that shows bands: the client's words, and a counselor's. */
export const CAREER_BANDS_NOTE_CLIENT =
  "Strong, Good, Some and Weak match say how closely the pattern of a job's usual interests (and work values, when known) resembles yours, one band lower for each serious drawback (more education than you would take on, pay well below your minimum, very different values). They do not measure ability or predict success.";
export const CAREER_BANDS_NOTE_COUNSELOR =
  "Strong, Good, Some and Weak match say how closely the pattern of a job's usual interests (and work values, when known) resembles a client's, one band lower for each serious drawback (more education than the client would take on, pay well below their minimum, very different values). They do not measure ability or predict success.";

/** The fit of one idea to one client, as views show it. */
export interface CareerFitDto {
  band: CareerBand;
  /** 1-based place in the client's list (in the Job Zone selection when one is chosen), of `of`. */
  rank: number;
  of: number;
  /** Share of simulated retests (0-1) in which the idea stays in the top STABILITY_TOP. */
  stability: number;
  /** The ordering key (unrounded; never shown). */
  score: number;
  /** Interest correlation r (-1..1) and values correspondence (-1..1, null without a card sort or the job's values). */
  correlation: number;
  valuesFit: number | null;
  /** The score points of each part (signed). */
  parts: { interests: number; values: number; education: number; salary: number };
  /** "Why it may fit": reasons for, strongest first (sentences). */
  why: string[];
  /** "Worth knowing": reasons against and gaps (sentences). */
  worthKnowing: string[];
}

/** One career idea: the record, its facts and its fit. */
export interface CareerIdeaDto extends CareerRecordDto, OccupationFactsDto, CareerFitDto {}

/** What the client's profile holds, as the view names it. */
export interface CareerProfileSummaryDto {
  /** The three highest General Occupational Themes, highest first (empty without the SII). */
  topThemes: string[];
  /** The MBTI type ('INFP'), or null: context for the counselor, not part of the ranking. */
  mbtiType: string | null;
  /** The client's two most valued O*NET work values (card sort), highest first; empty without it. */
  topValues: string[];
  /** Highest education completed, as the interview answered it, or null. */
  education: string | null;
  /** The lowest yearly salary the client could accept (USD), or null. */
  minimumSalary: number | null;
  /** Highest GOT minus the mean of the three lowest (T points), null without the SII. */
  differentiation: number | null;
  /** The six themes lie too close together to rank jobs reliably: views say so, no idea is banded above 'some'. */
  undifferentiated: boolean;
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

/** One band of GET /api/admin/career-ideas/calibration; 'unbanded': ideas shared before bands. */
export interface CalibrationBandDto {
  band: CareerBand | 'unbanded';
  /** Ideas shared with clients in this band (each client's idea once, as last shared). */
  shared: number;
  interested: number;
  notForMe: number;
  unmarked: number;
  /** interested / (interested + notForMe), with its 95% Wilson interval; all null without marks. */
  shareInterested: { value: number | null; low: number | null; high: number | null };
}

/** GET /api/admin/career-ideas/calibration (admins). */
export interface CalibrationDto {
  bands: CalibrationBandDto[];
}

/** O*NET OnLine's page of an occupation. */
export function onetPageUrl(onetCode: string): string {
  return `https://www.onetonline.org/link/summary/${encodeURIComponent(onetCode)}`;
}
