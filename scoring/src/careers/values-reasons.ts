import { ONET_WORK_VALUES } from './career-fit-types';
import type { FitReason } from './career-fit-types';
import type { SidedReasons } from './fit-reasons';
import type { FitVoice, VoiceWords } from './fit-voice';
import { CLIENT_VOICE, voiceWords } from './fit-voice';
import type { RankedProfile } from './ranked-profile';
import { rankedProfile } from './ranked-profile';

/**
 * The values reasons of a fit (provenance.md, "Reasons"); values are named only when the numbers
 * settle the claim.
 * - valuesFit >= VALUES_REASON_MIN: one reason for, naming shared top values when it can, else the
 *   overall sentence; strength = the values part's points.
 * - The client's top value among the job's two weakest: worth knowing, whatever valuesFit (strength
 *   the part's points when valuesFit is negative, else SUPPORTING_VALUES_STRENGTH).
 * - valuesFit <= -VALUES_REASON_MIN without that claim: the overall sentence, worth knowing.
 * Between -0.2 and 0.2 (a part under 2 points with FIT_WEIGHTS) no overall sentence is given.
 */

export const VALUES_REASON_MIN = 0.2;
export const SUPPORTING_VALUES_STRENGTH = 1;

/**
 * Two of the client's values (mean stars 0-4 of 6-15 cards each) closer than half a star are not
 * ranked in words: our choice, as a card sort publishes no standard error.
 */
export const CLIENT_VALUE_GAP = 0.5;

const name = (value: number | undefined): string => ONET_WORK_VALUES[value ?? 0] ?? '';

/** The overall sentence: |valuesFit| bands at 0.2, 0.5 and 0.8 (no sentence between -0.2 and 0.2). */
export function overallValuesText(valuesFit: number, voice: FitVoice = CLIENT_VOICE): string | null {
  const lead = `The pattern of ${voiceWords(voice).possessive} work values`;
  if (valuesFit >= 0.8) return `${lead} closely resembles this job's.`;
  if (valuesFit >= 0.5) return `${lead} largely resembles this job's.`;
  if (valuesFit >= VALUES_REASON_MIN) return `${lead} partly resembles this job's.`;
  if (valuesFit > -VALUES_REASON_MIN) return null;
  if (valuesFit > -0.5) return `${lead} partly differs from this job's.`;
  return `${lead} largely differs from this job's.`;
}

/** A sentence naming shared top values (for), or null. */
function claimFor(client: RankedProfile, job: RankedProfile, words: VoiceWords): string | null {
  const [c1, c2] = client.order;
  const [j1, j2, j3] = job.order;
  if (client.settled(2) && job.settled(2) && new Set([c1, c2, j1, j2]).size === 2) {
    return `${name(c1)} and ${name(c2)}, ${words.possessive} top values, are this job's strongest.`;
  }
  if (!client.settled(1)) return null;
  if (job.settled(1) && c1 === j1) return `${words.Possessive} top value, ${name(c1)}, is this job's strongest.`;
  if (job.settled(3) && [j1, j2, j3].includes(c1)) return `${words.Possessive} top value, ${name(c1)}, is one of this job's strongest three.`;
  return null;
}

/** A sentence naming the client's top value among the job's two weakest (against), or null. */
function claimAgainst(client: RankedProfile, job: RankedProfile, words: VoiceWords): string | null {
  const [c1] = client.order;
  if (!client.settled(1) || !job.settled(4) || !job.order.slice(4).includes(c1 as number)) return null;
  return `${words.Possessive} top value, ${name(c1)}, is one of this job's weakest.`;
}

/**
 * The values reasons for the client's six values and the occupation's six extents (both
 * ONET_WORK_VALUES order) whose correlation is `valuesFit`, worth `points` score points.
 */
export function valuesReasons(
  clientValues: readonly number[],
  jobValues: readonly number[],
  valuesFit: number,
  points: number,
  voice: FitVoice = CLIENT_VOICE,
): SidedReasons {
  const words = voiceWords(voice);
  const client = rankedProfile(clientValues, CLIENT_VALUE_GAP);
  const job = rankedProfile(jobValues);
  const reasonsFor: FitReason[] = [];
  const worthKnowing: FitReason[] = [];
  const overall = overallValuesText(valuesFit, voice);
  if (valuesFit >= VALUES_REASON_MIN) {
    reasonsFor.push({ text: claimFor(client, job, words) ?? (overall as string), strength: Math.abs(points) });
  }
  const against = claimAgainst(client, job, words);
  if (against !== null) {
    worthKnowing.push({ text: against, strength: valuesFit < 0 ? Math.abs(points) : SUPPORTING_VALUES_STRENGTH });
  } else if (valuesFit <= -VALUES_REASON_MIN) {
    worthKnowing.push({ text: overall as string, strength: Math.abs(points) });
  }
  return { reasonsFor, worthKnowing };
}
