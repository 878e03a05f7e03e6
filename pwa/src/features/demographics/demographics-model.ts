import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { EARLIEST_BIRTH_YEAR, birthYearMessage, latestBirthYear } from '@career/sync-server/accounts/contract/demographics-rules';

export type SexChoice = 'female' | 'male' | 'unspecified' | '';

/** The one line saying why the two questions are asked (issue 30's words). */
export const DEMOGRAPHICS_WHY = 'Both are optional: with them, your personality answers are compared with estimated norms for your sex and age band; without them, with estimated norms for men and women of all ages.';

export const SEX_LABELS: Record<Exclude<SexChoice, ''>, string> = { female: 'Female', male: 'Male', unspecified: 'Prefer not to say' };

/** The sex to show at first: the stored one, else the Myers-Briggs gender when it is 'f' or 'm'. */
export function initialSex(user: CurrentUserDto): SexChoice {
  if (user.sex) return user.sex;
  const gender = user.leanAssessmentData.find((entry) => entry.id === 'myers-briggs')?.gender;
  if (gender === 'f') return 'female';
  if (gender === 'm') return 'male';
  return '';
}

/** The birth year as typed, checked by the server's rule: a number, or null when left empty. */
export function readBirthYear(text: string, now: Date): { value: number | null; error?: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  const year = Number(trimmed);
  if (!/^\d{4}$/.test(trimmed) || year < EARLIEST_BIRTH_YEAR || year > latestBirthYear(now)) return { value: null, error: birthYearMessage(now) };
  return { value: year };
}

export function hasDemographics(user: Pick<CurrentUserDto, 'birthYear' | 'sex'>): boolean {
  return user.birthYear !== null || user.sex !== null;
}
