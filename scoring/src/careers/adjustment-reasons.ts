import type { FitPoints, FitReason, MoreEducation } from './career-fit-types';
import { educationPhrase } from './education-phrases';
import { UNKNOWN_CODE } from './fit-points';
import { formatDollars } from './format-dollars';
import type { FitVoice, VoiceWords } from './fit-voice';
import { CLIENT_VOICE, voiceWords } from './fit-voice';

/**
 * The reasons of the adjustments (provenance.md, "Reasons"), in the order E/I, J/P, education,
 * salary. Strength = |points| of the adjustment; a fact that moved nothing (enough education, pay
 * at or a little above the minimum) has strength 0. Nothing is said when a side is unknown.
 */

const EI_WORDS = ['', 'an extravert (E)', 'an introvert (I)'];
const JP_WORDS = ['', 'likes to plan and decide (J)', 'likes to keep options open (P)'];
const JP_CLIENT = ['', 'to plan and decide (J)', 'to keep options open (P)'];

const MORE_EDUCATION_CLAUSE: Record<NonNullable<MoreEducation>, string> = {
  no: ' and would not study more',
  course: ' and would take a short course',
  'employer-paid': ' and would study only if an employer paid',
  degree: ' and would study for a degree',
};

export interface AdjustmentFacts {
  /** Codes of fit-points.ts (0 unknown). */
  clientExtraversion: number;
  jobExtraversion: number;
  clientJudging: number;
  jobJudging: number;
  /** ONET_EDUCATION_LEVELS indexes, -1 unknown. */
  clientEducation: number;
  jobEducation: number;
  moreEducation: MoreEducation;
  /** Dollars, NaN unknown. */
  minimumSalary: number;
  medianWage: number;
}

function extraversionReason(facts: AdjustmentFacts, points: number, words: VoiceWords): FitReason | null {
  const { clientExtraversion: client, jobExtraversion: job } = facts;
  if (client === UNKNOWN_CODE || job === UNKNOWN_CODE) return null;
  // "Leans": the letters of seeded records are derived from O*NET profiles, not measured in workers.
  const text =
    client === job
      ? `Its profile leans to ${EI_WORDS[job]}, as ${words.subject} ${words.are}.`
      : `Its profile leans to ${EI_WORDS[job]}; ${words.subject} ${words.are} ${EI_WORDS[client]}.`;
  return { text, strength: Math.abs(points) };
}

function judgingReason(facts: AdjustmentFacts, points: number, words: VoiceWords): FitReason | null {
  const { clientJudging: client, jobJudging: job } = facts;
  if (client === UNKNOWN_CODE || job === UNKNOWN_CODE) return null;
  const text =
    client === job
      ? `Its profile leans to someone who ${JP_WORDS[job]}, as ${words.subject} ${words.do}.`
      : `Its profile leans to someone who ${JP_WORDS[job]}; ${words.subject} ${words.prefer} ${JP_CLIENT[client]}.`;
  return { text, strength: Math.abs(points) };
}

function educationReason(facts: AdjustmentFacts, points: number, words: VoiceWords): FitReason | null {
  const { clientEducation: client, jobEducation: job, moreEducation } = facts;
  if (client < 0 || job < 0) return null;
  if (job <= client) return { text: `${words.Subject} ${words.have} the education it usually needs (${educationPhrase(job)}).`, strength: Math.abs(points) };
  const clause = moreEducation === null ? '' : MORE_EDUCATION_CLAUSE[moreEducation];
  return { text: `It usually needs ${educationPhrase(job)}; ${words.subject} ${words.have} ${educationPhrase(client)}${clause}.`, strength: Math.abs(points) };
}

function salaryReason(facts: AdjustmentFacts, points: number, words: VoiceWords): FitReason | null {
  const { minimumSalary: minimum, medianWage: wage } = facts;
  if (!(minimum > 0) || !(wage > 0)) return null;
  const pay = `Its median pay (${formatDollars(wage)})`;
  const asked = `the ${formatDollars(minimum)} ${words.subject} asked for`;
  if (wage < minimum) return { text: `${pay} is below ${asked}.`, strength: Math.abs(points) };
  return { text: points > 0 ? `${pay} is well above ${asked}.` : `${pay} meets ${asked}.`, strength: Math.abs(points) };
}

export function adjustmentReasons(facts: AdjustmentFacts, points: FitPoints, voice: FitVoice = CLIENT_VOICE): FitReason[] {
  const words = voiceWords(voice);
  return [
    extraversionReason(facts, points.extraversion, words),
    judgingReason(facts, points.judging, words),
    educationReason(facts, points.education, words),
    salaryReason(facts, points.salary, words),
  ].filter((reason): reason is FitReason => reason !== null);
}
