import type { MoreEducation } from './career-fit-types';
import { educationPhrase } from './education-phrases';
import type { SidedReasons } from './fit-reasons';
import { NO_REASONS, sided } from './fit-reasons';
import type { FitVoice } from './fit-voice';
import { CLIENT_VOICE, voiceWords } from './fit-voice';
import { formatDollars } from './format-dollars';

/**
 * The education and pay reasons of a fit (provenance.md, "Reasons"). Strength = |points| of the
 * part; a fact that moved nothing (enough education, pay at or a little above the minimum) has
 * strength 0 and is a neutral reason for. Nothing is said when a side is unknown.
 */

const MORE_EDUCATION_CLAUSE: Record<NonNullable<MoreEducation>, string> = {
  no: ' and would not study more',
  course: ' and would take a short course',
  'employer-paid': ' and would study only if an employer paid',
  degree: ' and would study for a degree',
};

/**
 * Enough education: a neutral fact for. A gap: worth knowing, whatever the client would study.
 * Levels are ONET_EDUCATION_LEVELS indexes, -1 unknown.
 */
export function educationReasons(clientLevel: number, jobLevel: number, moreEducation: MoreEducation, points: number, voice: FitVoice = CLIENT_VOICE): SidedReasons {
  if (clientLevel < 0 || jobLevel < 0) return NO_REASONS;
  const words = voiceWords(voice);
  if (jobLevel <= clientLevel) {
    return sided('reasonsFor', { text: `${words.Subject} ${words.have} the education it usually needs (${educationPhrase(jobLevel)}).`, strength: Math.abs(points) });
  }
  const clause = moreEducation === null ? '' : MORE_EDUCATION_CLAUSE[moreEducation];
  return sided('worthKnowing', {
    text: `It usually needs ${educationPhrase(jobLevel)}; ${words.subject} ${words.have} ${educationPhrase(clientLevel)}${clause}.`,
    strength: Math.abs(points),
  });
}

/** Below the minimum: worth knowing. Meets it or well above: for. Dollars positive, NaN unknown. */
export function payReasons(minimum: number, wage: number, points: number, voice: FitVoice = CLIENT_VOICE): SidedReasons {
  if (!(minimum > 0) || !(wage > 0)) return NO_REASONS;
  const words = voiceWords(voice);
  const pay = `Its median pay (${formatDollars(wage)})`;
  const asked = `the ${formatDollars(minimum)} ${words.subject} asked for`;
  if (wage < minimum) return sided('worthKnowing', { text: `${pay} is below ${asked}.`, strength: Math.abs(points) });
  return sided('reasonsFor', { text: points > 0 ? `${pay} is well above ${asked}.` : `${pay} meets ${asked}.`, strength: Math.abs(points) });
}
