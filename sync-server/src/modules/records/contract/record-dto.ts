/**
 * Career records ("Data-Driven Career Ideas"): the spec's field names and codes, shared by the
 * server and the PWA. Browser-safe: constants and types only.
 */
import { ONET_EDUCATION_LEVELS } from '@career/scoring/careers/career-fit-types';
import type { CareerFitDto, CareerProfileGap } from './career-idea-dto';

/** Holland (RIASEC) themes, in hexagon order: each is next to the one before and after it (Conventional next to Realistic). */
export const HOLLAND_THEMES = ['Realistic', 'Investigative', 'Artistic', 'Social', 'Enterprising', 'Conventional'] as const;
export type HollandTheme = (typeof HOLLAND_THEMES)[number];

/** MBTI_1, introvert/extrovert. */
export const MBTI_1_CODES = ['E', 'I'] as const;
/** MBTI_2, motivation: the MBTI function pair (the middle two letters), the part of type most tied to career choice. */
export const MBTI_2_CODES = ['ST', 'SF', 'NF', 'NT'] as const;
/** MBTI_3, judging/perceiving. */
export const MBTI_3_CODES = ['J', 'P'] as const;
/** salary: '1' under $100k, '2' $100k and over. */
export const SALARY_CODES = ['1', '2'] as const;
/** stress_level: 'L' low, 'H' high. */
export const STRESS_CODES = ['L', 'H'] as const;

/** min_edu: O*NET's twelve "Required Level of Education" categories, in order, shortened (one list with the fit's). */
export const EDUCATION_LEVELS = ONET_EDUCATION_LEVELS;

/** familyType and secondaryFamily: the 23 SOC 2018 major groups. */
export const JOB_FAMILIES = [
  'Management Occupations',
  'Business and Financial Operations Occupations',
  'Computer and Mathematical Occupations',
  'Architecture and Engineering Occupations',
  'Life, Physical, and Social Science Occupations',
  'Community and Social Service Occupations',
  'Legal Occupations',
  'Educational Instruction and Library Occupations',
  'Arts, Design, Entertainment, Sports, and Media Occupations',
  'Healthcare Practitioners and Technical Occupations',
  'Healthcare Support Occupations',
  'Protective Service Occupations',
  'Food Preparation and Serving Related Occupations',
  'Building and Grounds Cleaning and Maintenance Occupations',
  'Personal Care and Service Occupations',
  'Sales and Related Occupations',
  'Office and Administrative Support Occupations',
  'Farming, Fishing, and Forestry Occupations',
  'Construction and Extraction Occupations',
  'Installation, Maintenance, and Repair Occupations',
  'Production Occupations',
  'Transportation and Material Moving Occupations',
  'Military Specific Occupations',
] as const;

/** The record's fields besides _id, in the spec's column order (12 fields, then the description). */
export const RECORD_FIELDS = [
  'jobTitle',
  'familyType',
  'secondaryFamily',
  'SII_1',
  'SII_2',
  'SII_3',
  'MBTI_1',
  'MBTI_2',
  'MBTI_3',
  'salary',
  'stress_level',
  'min_edu',
] as const;
export type RecordField = (typeof RECORD_FIELDS)[number];

/** The ten search filters (GET /api/records/get-records), in the spec's dropdown order. */
export const RECORD_FILTERS = ['SII_1', 'SII_2', 'SII_3', 'MBTI_1', 'MBTI_2', 'MBTI_3', 'salary', 'min_edu', 'stress_level', 'familyType'] as const;
export type RecordFilter = (typeof RECORD_FILTERS)[number];

/** The allowed codes of every coded field (jobTitle is free text). */
export const RECORD_CODES: Record<Exclude<RecordField, 'jobTitle'>, readonly string[]> = {
  familyType: JOB_FAMILIES,
  secondaryFamily: JOB_FAMILIES,
  SII_1: HOLLAND_THEMES,
  SII_2: HOLLAND_THEMES,
  SII_3: HOLLAND_THEMES,
  MBTI_1: MBTI_1_CODES,
  MBTI_2: MBTI_2_CODES,
  MBTI_3: MBTI_3_CODES,
  salary: SALARY_CODES,
  stress_level: STRESS_CODES,
  min_edu: EDUCATION_LEVELS,
};

export const JOB_TITLE_MAX = 150;
export const DESCRIPTION_MAX = 4000;

/** What an admin sends to add (POST) or, with _id, to update (PUT) a record. */
export type CareerRecordInput = Record<RecordField, string> & { description: string };

export interface CareerRecordDto extends CareerRecordInput {
  _id: string;
  /** 'onet': seeded from O*NET (attribution due); 'admin': added by an admin. */
  source: 'onet' | 'admin';
  /** True while MBTI_1-3 are the seed's derived letters (not measured): the UI says so. */
  mbtiDerived: boolean;
}

/** A search result with the reasons it is there. */
export interface RecordMatchDto extends CareerRecordDto {
  /** Weighted match score (higher first). */
  score: number;
  /** One sentence: "matches Interest 1 Artistic, Salary $100k+; differs on Stress level". */
  why: string;
  /** Only when the search is opened for a client (forUser): the client's fit (band, rank, stability, reasons); results are then sorted by it. */
  fit?: CareerFitDto;
}

/** GET /api/records/get-records */
export interface RecordSearchDto {
  /** Records matching every filter given (at most RECORD_RESULT_LIMIT, by job title). */
  exactMatch: RecordMatchDto[];
  /** Records matching some filters, best first (at most RECORD_RESULT_LIMIT). */
  suggestion: RecordMatchDto[];
  /** How many records match every filter (exactMatch holds one page of them). */
  exactTotal: number;
  /** The page of exact matches (1-based) and its size (RECORD_RESULT_LIMIT). */
  page: number;
  pageSize: number;
  /** Set when opened for a client: results are by fit, highest first (null: by job title / match score). */
  fitFor: { userId: string; missing: CareerProfileGap[]; undifferentiated: boolean } | null;
}

export const RECORD_RESULT_LIMIT = 50;

/** GET /api/records/get-filter-options: the values in use per field (and jobTitle, secondaryFamily). */
export type FilterOptionsDto = Record<RecordField, string[]>;

/** GET /api/records/get-search-records: at most this many records, by job title (X-Total-Count tells all). */
export const RECORD_LIST_LIMIT = 2000;

/** The CSV export's columns, and what an import reads (_id empty or absent: a new record). */
export const RECORD_CSV_COLUMNS = ['_id', ...RECORD_FIELDS, 'description'] as const;
export const RECORD_IMPORT_MAX_ROWS = 5000;

/** One row of an import: what it did (or would do) and, when refused, why. */
export interface RecordImportRowDto {
  /** The line in the file (1 is the header). */
  row: number;
  jobTitle: string;
  /** 'unchanged': an update that would change nothing (not written). */
  action: 'add' | 'update' | 'unchanged' | 'refuse';
  reason?: string;
}

/** POST /api/records/import: `applied` is false when refused rows stopped it (or nothing was valid). */
export interface RecordImportReportDto {
  applied: boolean;
  added: number;
  updated: number;
  unchanged: number;
  refused: number;
  rows: RecordImportRowDto[];
}

/** Display labels: the spec's. */
export function salaryLabel(code: string): string {
  return code === '2' ? '$100k+' : code === '1' ? '<$100k' : code;
}

export function stressLabel(code: string): string {
  return code === 'H' ? 'High' : code === 'L' ? 'Low' : code;
}

export const FILTER_LABELS: Record<RecordFilter, string> = {
  SII_1: 'Interest 1',
  SII_2: 'Interest 2',
  SII_3: 'Interest 3',
  MBTI_1: 'Introvert/Extrovert',
  MBTI_2: 'Motivation',
  MBTI_3: 'Judging/Perceiving',
  salary: 'Salary Level',
  min_edu: 'Education',
  stress_level: 'Stress Level',
  familyType: 'Job Family',
};

/** Labels of the MBTI codes as the dropdowns show them. */
export const MBTI_LABELS: Record<string, string> = {
  E: 'Extrovert (E)',
  I: 'Introvert (I)',
  ST: 'Sensing-Thinking (ST)',
  SF: 'Sensing-Feeling (SF)',
  NF: 'Intuition-Feeling (NF)',
  NT: 'Intuition-Thinking (NT)',
  J: 'Judging (J)',
  P: 'Perceiving (P)',
};

export const O_NET_ATTRIBUTION =
  'Seeded records use information from the O*NET 29.3 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA. We have modified all or some of this information; USDOL/ETA has not approved, endorsed, or tested these modifications. MBTI letters of seeded records are derived from the O*NET interest and work-value profiles, not measured. Salary levels use BLS May 2019 national median wages.';
