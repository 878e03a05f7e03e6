import { interpretMbti } from '@career/scoring/mbti/interpret-mbti';
import { interpretSii } from '@career/scoring/sii/interpret-sii';
import type { AssessmentDataDto } from '@career/sync-server/accounts/contract/user-dto';
import { DEMO_MBTI_PROVIDER_RESULT, DEMO_SII_PROVIDER_RESULT } from '@career/sync-server/provider/data/demo-provider-results';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../../test/fixtures';
import { careerIdeasPath, clientCareerFilters } from './client-career-filters';

/** The myers-briggs entry as the demo complete client has it: the provider's results, interpreted. */
function myersBriggs(results: unknown, completed = true): AssessmentDataDto {
  return { _id: 'myers-briggs', version: '1', answers: ['f'], completed, completedAt: completed ? '2026-11-21T10:00:00.000Z' : null, questionsAnswered: 1, results };
}

const demoResults = { mbti: interpretMbti(DEMO_MBTI_PROVIDER_RESULT), sii: interpretSii(DEMO_SII_PROVIDER_RESULT) };

describe('clientCareerFilters', () => {
  it("turns the demo client's INFP and top themes (Artistic 64, Social 61, Investigative 56) into filters, the search sorted by fit to them (forUser)", () => {
    const user = userFixture({ assessmentData: [myersBriggs(demoResults)] });
    expect(clientCareerFilters(user)).toEqual({ MBTI_1: 'I', MBTI_2: 'NF', MBTI_3: 'P', SII_1: 'Artistic', SII_2: 'Social', SII_3: 'Investigative' });
    expect(careerIdeasPath(user)).toBe('/admin/search-record/result?SII_1=Artistic&SII_2=Social&SII_3=Investigative&MBTI_1=I&MBTI_2=NF&MBTI_3=P&forUser=u1');
  });

  it('splits another type the same way: ENTJ is E, NT, J', () => {
    const user = userFixture({ assessmentData: [myersBriggs({ mbti: interpretMbti({ wholeType: 'ENTJ', EI: -12, SN: 8, TF: -5, JP: -20 }) })] });
    expect(clientCareerFilters(user)).toEqual({ MBTI_1: 'E', MBTI_2: 'NT', MBTI_3: 'J' });
  });

  it('uses the Strong alone when the MBTI has not arrived', () => {
    const user = userFixture({ assessmentData: [myersBriggs({ sii: demoResults.sii })] });
    expect(clientCareerFilters(user)).toEqual({ SII_1: 'Artistic', SII_2: 'Social', SII_3: 'Investigative' });
  });

  it('is null without results to search by', () => {
    expect(clientCareerFilters(userFixture())).toBeNull();
    expect(careerIdeasPath(userFixture({ assessmentData: [myersBriggs(null)] }))).toBeNull();
    expect(careerIdeasPath(userFixture({ assessmentData: [myersBriggs(demoResults, false)] }))).toBeNull();
  });
});
