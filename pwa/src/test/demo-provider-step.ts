import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { interpretMbti } from '@career/scoring/mbti/interpret-mbti';
import { interpretSii } from '@career/scoring/sii/interpret-sii';
import { DEMO_MBTI_PROVIDER_RESULT, DEMO_SII_PROVIDER_RESULT } from '@career/sync-server/provider/data/demo-provider-results';

/** The Myers-Briggs step of a client with the demo's synced MBTI and Strong results (what career ideas are ranked from). */
export function demoProviderStep(): CurrentUserDto['assessmentData'][number] {
  return {
    _id: 'myers-briggs',
    version: '1',
    answers: ['f'],
    completed: true,
    completedAt: '2026-11-21T10:00:00.000Z',
    questionsAnswered: 1,
    results: { mbti: interpretMbti(DEMO_MBTI_PROVIDER_RESULT), sii: interpretSii(DEMO_SII_PROVIDER_RESULT) },
  };
}
