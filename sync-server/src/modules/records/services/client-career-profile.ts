import type { Kysely } from 'kysely';
import type { CareerProfile } from '@career/scoring/careers/career-fit-types';
import { careerWishesOf } from '@career/scoring/careers/career-wishes';
import { interestsFromGot } from '@career/scoring/careers/interests-from-got';
import { interviewVersionFor } from '@career/scoring/interview/interview-version-for';
import type { CareerProfileGap, CareerProfileSummaryDto } from '../contract/career-idea-dto';
import type { Database } from '../../../db/schema';
import { listAnswers } from '../../answers/services/answer-store';
import { findProgress, findProgressResults } from '../../answers/services/progress-store';

export interface ClientCareerProfile {
  profile: CareerProfile;
  summary: CareerProfileSummaryDto;
  missing: CareerProfileGap[];
}

type Got = { theme: string; value: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The GOT list and MBTI type from the Myers-Briggs step's stored results (the provider's), if any. */
function providerResults(results: unknown): { got: Got[] | null; type: string | null } {
  if (!isRecord(results)) return { got: null, type: null };
  const sii = results.sii;
  const mbti = results.mbti;
  const got = isRecord(sii) && Array.isArray(sii.got) ? (sii.got.filter((entry) => isRecord(entry) && typeof entry.theme === 'string' && typeof entry.value === 'number') as Got[]) : null;
  const whole = isRecord(mbti) && typeof mbti.wholeType === 'string' ? mbti.wholeType.trim().toUpperCase() : '';
  return { got, type: /^[EI][SN][TF][JP]$/.test(whole) ? whole : null };
}

/**
 * What the fit knows of a client: the SII General Occupational Themes and the MBTI type (the
 * provider's results on the myers-briggs step), and the education and salary wishes of the
 * psychosocial interview (whatever is answered so far). Each piece missing is named.
 */
export async function clientCareerProfile(db: Kysely<Database>, userId: string): Promise<ClientCareerProfile> {
  const [provider, interviewProgress, interviewAnswers] = await Promise.all([
    findProgressResults(db, { userId, assessmentId: 'myers-briggs' }),
    findProgress(db, { userId, assessmentId: 'interview' }),
    listAnswers(db, userId, 'interview'),
  ]);
  const { got, type } = providerResults(provider?.results);
  const interests = got ? interestsFromGot(got) : null;
  const answers = Object.fromEntries(interviewAnswers.map((answer) => [answer.key, answer.value]));
  const wishes = interviewProgress ? careerWishesOf(answers, interviewVersionFor(interviewProgress.completedAt)) : { educationLevel: null, educationLabel: null, moreEducation: null, minimumSalary: null };
  const profile: CareerProfile = {
    interests,
    extraversion: type ? (type[0] as 'E' | 'I') : null,
    judging: type ? (type[3] as 'J' | 'P') : null,
    educationLevel: wishes.educationLevel,
    moreEducation: wishes.moreEducation,
    minimumSalary: wishes.minimumSalary,
  };
  const topThemes =
    interests && got
      ? [...got]
          .map((entry, index) => ({ ...entry, index }))
          .sort((a, b) => b.value - a.value || a.index - b.index)
          .slice(0, 3)
          .map((entry) => entry.theme.charAt(0).toUpperCase() + entry.theme.slice(1).toLowerCase())
      : [];
  const missing: CareerProfileGap[] = [];
  if (!interests) missing.push('interests');
  if (!type) missing.push('type');
  if (wishes.educationLevel === null) missing.push('education');
  if (wishes.minimumSalary === null) missing.push('salary');
  return { profile, summary: { topThemes, mbtiType: type, education: wishes.educationLabel, minimumSalary: wishes.minimumSalary }, missing };
}
