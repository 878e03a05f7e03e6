import type { Kysely } from 'kysely';
import type { CareerProfile } from '@career/scoring/careers/career-fit-types';
import { careerWishesOf } from '@career/scoring/careers/career-wishes';
import { interestDifferentiation } from '@career/scoring/careers/interest-differentiation';
import { interestsFromGot } from '@career/scoring/careers/interests-from-got';
import { interviewVersionFor } from '@career/scoring/interview/interview-version-for';
import type { CareerProfileGap, CareerProfileSummaryDto } from '../contract/career-idea-dto';
import type { Database } from '../../../db/schema';
import { listAnswers } from '../../answers/services/answer-store';
import { findProgress, findProgressResults } from '../../answers/services/progress-store';
import { clientWorkValues } from './client-work-values';
import { isRecord } from '@career/scoring/is-record';

export interface ClientCareerProfile {
  profile: CareerProfile;
  summary: CareerProfileSummaryDto;
  missing: CareerProfileGap[];
}

type Got = { theme: string; value: number };


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
 * What the fit knows of a client: the SII General Occupational Themes (the provider's results on
 * the myers-briggs step) and how spread they are, the work values of a finished Career Values Card
 * Sort, and the education and salary wishes of the psychosocial interview (whatever is answered so
 * far). Each piece missing is named. The MBTI type is read for the summary only (context for the
 * counselor): the fit has no E/I or J/P part (issue 43).
 */
export async function clientCareerProfile(db: Kysely<Database>, userId: string): Promise<ClientCareerProfile> {
  const [provider, cardSort, interviewProgress, interviewAnswers] = await Promise.all([
    findProgressResults(db, { userId, assessmentId: 'myers-briggs' }),
    findProgressResults(db, { userId, assessmentId: 'career-values' }),
    findProgress(db, { userId, assessmentId: 'interview' }),
    listAnswers(db, userId, 'interview'),
  ]);
  const { got, type } = providerResults(provider?.results);
  const interests = got ? interestsFromGot(got) : null;
  const workValues = clientWorkValues(cardSort?.results);
  const answers = Object.fromEntries(interviewAnswers.map((answer) => [answer.key, answer.value]));
  const wishes = interviewProgress ? careerWishesOf(answers, interviewVersionFor(interviewProgress.completedAt)) : { educationLevel: null, educationLabel: null, moreEducation: null, minimumSalary: null };
  const profile: CareerProfile = {
    interests,
    values: workValues?.values ?? null,
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
  const spread = interests ? interestDifferentiation(interests) : null;
  const missing: CareerProfileGap[] = [];
  if (!interests) missing.push('interests');
  if (!workValues) missing.push('values');
  if (wishes.educationLevel === null) missing.push('education');
  if (wishes.minimumSalary === null) missing.push('salary');
  return {
    profile,
    summary: {
      topThemes,
      mbtiType: type,
      topValues: workValues?.topValues ?? [],
      education: wishes.educationLabel,
      minimumSalary: wishes.minimumSalary,
      differentiation: spread ? spread.value : null,
      undifferentiated: spread?.undifferentiated ?? false,
    },
    missing,
  };
}
