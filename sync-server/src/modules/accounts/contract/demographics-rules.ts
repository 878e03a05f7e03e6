/** The demographics rules the server checks and the PWA shows. Browser-safe (no zod). */
export const SEX_VALUES = ['female', 'male', 'unspecified'] as const;
export type Sex = (typeof SEX_VALUES)[number];

export const EARLIEST_BIRTH_YEAR = 1900;
/** A client must be at least 13: the latest birth year is the year someone turns 13. */
export const MINIMUM_AGE = 13;

export function latestBirthYear(now: Date): number {
  return now.getUTCFullYear() - MINIMUM_AGE;
}

export function birthYearMessage(now: Date): string {
  return `Birth year must be a whole year between ${EARLIEST_BIRTH_YEAR} and ${latestBirthYear(now)}`;
}

export const SEX_MESSAGE = "Sex must be 'female', 'male' or 'unspecified'";

/** What PUT /api/users/current/demographics answers: the stored values, and whether a completed NEO was scored again. */
export interface DemographicsDto {
  birthYear: number | null;
  sex: Sex | null;
  /** The NEO result was scored again against a new norm group (it was completed, and the group changed). */
  neoRescored: boolean;
  /** Who the client's NEO is compared with now, in words ("women aged 21 to 40"). */
  comparedWith: string;
}
