import { careerFit } from '@career/scoring/careers/career-fit';
import type { FitVoice } from '@career/scoring/careers/fit-voice';
import { CLIENT_VOICE } from '@career/scoring/careers/fit-voice';
import { FIT_WEIGHTS } from '@career/scoring/careers/fit-weights';
import { fitReasonTexts } from '@career/scoring/careers/fit-why';
import type { CareerFitDto } from '../contract/career-idea-dto';
import type { MatchTable } from './career-matching';
import type { ClientCareerProfile } from './client-career-profile';
import type { ClientRanking } from './client-ranking';

/**
 * The fit of the record at a table index as views show it: its band, its place in the ranking
 * (1-based, of the ranking's size), its stability, the score and its parts (not shown as a number),
 * and the reasons for and worth knowing, in `voice` (the client's own, or a counselor's, who reads
 * of the client by name). Null when the record is outside the ranking or the client has no interests.
 */
export function careerFitDtoAt(table: MatchTable, client: ClientCareerProfile, ranking: ClientRanking, index: number, voice: FitVoice = CLIENT_VOICE): CareerFitDto | null {
  const place = ranking.placeOf(index);
  const occupation = table.occupations[index];
  if (place < 0 || !occupation) return null;
  const fit = careerFit(client.profile, occupation, FIT_WEIGHTS, voice);
  if (!fit) return null;
  const { why, worthKnowing } = fitReasonTexts(fit);
  return {
    band: fit.band,
    rank: place + 1,
    of: ranking.order.length,
    stability: ranking.stability.get(index) ?? 0,
    score: fit.score,
    correlation: fit.correlation,
    valuesFit: fit.valuesFit,
    parts: { interests: fit.parts.interests, values: fit.parts.values, education: fit.parts.education, salary: fit.parts.salary },
    why,
    worthKnowing,
  };
}
