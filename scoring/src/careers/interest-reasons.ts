import { RIASEC_THEMES } from './career-fit-types';
import type { FitReason } from './career-fit-types';
import type { SidedReasons } from './fit-reasons';
import type { FitVoice, VoiceWords } from './fit-voice';
import { CLIENT_VOICE, voiceWords } from './fit-voice';
import { GOT_SEM } from './interest-differentiation';
import type { RankedProfile } from './ranked-profile';
import { rankedProfile } from './ranked-profile';

/**
 * The interest reasons of a fit (provenance.md, "Reasons"): a leading sentence whose strength,
 * 50 x max(|r|, 1 - |r|), is at least 25 and so always first on its side (interests lead the
 * score), and at most one supporting sentence right after it: the same side and the same strength
 * (the reasons' sort is stable). The leader goes to
 * "Why it may fit" when r >= INTERESTS_FOR_MIN, else to "Worth knowing". Theme claims are made
 * only when the numbers settle them: "your top themes X and Y" needs the client's 2nd score above
 * the 3rd by more than CLIENT_INTEREST_GAP. The sentences say "resembles": r compares the pattern
 * of the two profiles, not their level.
 */

/**
 * Two of the client's GOT scores closer than this are not ranked in words: the standard error of
 * the difference of two scores, SEM x sqrt 2 (4.47 T with SEM 3.16).
 */
export const CLIENT_INTEREST_GAP = GOT_SEM * Math.SQRT2;

/** A theme claim needs r at least this far from 0 in its direction; from here up the interests are a reason for. */
export const INTERESTS_FOR_MIN = 0.2;
const THEME_CLAIM_MIN = INTERESTS_FOR_MIN;

/** The overall sentence: |r| bands at 0.2, 0.5 and 0.8. */
export function overallInterestText(correlation: number, voice: FitVoice = CLIENT_VOICE): string {
  const lead = `The pattern of ${voiceWords(voice).possessive} interests`;
  if (correlation >= 0.8) return `${lead} closely resembles this job's.`;
  if (correlation >= 0.5) return `${lead} largely resembles this job's.`;
  if (correlation >= 0.2) return `${lead} partly resembles this job's.`;
  if (correlation > -0.2) return `${lead} barely resembles this job's.`;
  return `${lead} runs counter to this job's.`;
}

const name = (theme: number | undefined): string => RIASEC_THEMES[theme ?? 0] ?? '';

/** A sentence on the themes that supports the correlation's direction, or null. */
function themeClaim(client: RankedProfile, job: RankedProfile, correlation: number, words: VoiceWords): string | null {
  const { Possessive, possessive } = words;
  const [c1, c2] = client.order;
  const [j1, j2, j3] = job.order;
  if (correlation >= THEME_CLAIM_MIN) {
    if (client.settled(2) && job.settled(2) && new Set([c1, c2, j1, j2]).size === 2) {
      return `${Possessive} top themes ${name(c1)} and ${name(c2)} are this job's first two.`;
    }
    if (client.settled(1) && job.settled(1) && c1 === j1) return `${Possessive} strongest theme, ${name(c1)}, is this job's main one.`;
    if (client.settled(1) && job.settled(3) && [j1, j2, j3].includes(c1)) {
      return `${Possessive} strongest theme, ${name(c1)}, is one of this job's top three.`;
    }
    return null;
  }
  if (correlation <= -THEME_CLAIM_MIN && job.settled(1) && client.settled(4) && client.order.slice(4).includes(j1 as number)) {
    return `This job's main theme, ${name(j1)}, is one of ${possessive} two weakest.`;
  }
  return null;
}

/** A neutral sentence comparing the main themes, or null when either is not settled. */
function mainThemes(client: RankedProfile, job: RankedProfile, words: VoiceWords): string | null {
  if (!client.settled(1) || !job.settled(1)) return null;
  const [c1] = client.order;
  const [j1] = job.order;
  return c1 === j1 ? `${words.Possessive} strongest theme, ${name(c1)}, is this job's main one.` : `This job's main theme is ${name(j1)}; ${words.yours} is ${name(c1)}.`;
}

/**
 * The interest reasons for client scores and occupation ratings (six each, RIASEC order) whose
 * correlation is `correlation`; `flat.client` / `flat.job` when a profile has no shape (all
 * equal), `undifferentiated` when the client's themes lie too close together to rank jobs by
 * (interest-differentiation.ts): then one caveat, worth knowing, and no claim of resemblance.
 */
export function interestReasons(
  clientScores: readonly number[],
  jobRatings: readonly number[],
  correlation: number,
  flat: { client: boolean; job: boolean },
  voice: FitVoice = CLIENT_VOICE,
  undifferentiated = false,
): SidedReasons {
  const words = voiceWords(voice);
  const lead = 50 * Math.max(Math.abs(correlation), 1 - Math.abs(correlation));
  const reasons: FitReason[] = [];
  if (undifferentiated && !flat.client) {
    const caveat = `${words.Possessive} six interest scores are close together, so how well this job fits ${words.possessive} interests is uncertain.`;
    return { reasonsFor: [], worthKnowing: [{ text: caveat, strength: lead }] };
  }
  if (flat.client) {
    reasons.push({ text: `${words.Possessive} six interest scores are all equal, so they favour no job over another.`, strength: lead });
  } else if (flat.job) {
    reasons.push({ text: `This job's interest profile has no highs or lows to compare with ${words.yours}.`, strength: lead });
  } else {
    const client = rankedProfile(clientScores, CLIENT_INTEREST_GAP);
    const job = rankedProfile(jobRatings);
    const overall = overallInterestText(correlation, voice);
    const claim = themeClaim(client, job, correlation, words);
    const supporting = claim === null ? mainThemes(client, job, words) : overall;
    reasons.push({ text: claim ?? overall, strength: lead });
    if (supporting !== null) reasons.push({ text: supporting, strength: lead });
  }
  return correlation >= INTERESTS_FOR_MIN ? { reasonsFor: reasons, worthKnowing: [] } : { reasonsFor: [], worthKnowing: reasons };
}
