import { ScoringError } from '../scoring-error';
import { adjustmentReasons } from './adjustment-reasons';
import type { AdjustmentFacts } from './adjustment-reasons';
import { RIASEC_THEMES } from './career-fit-types';
import type { CareerFit, CareerProfile, FitPoints, OccupationFacts } from './career-fit-types';
import {
  dollarsOrNaN,
  educationIndex,
  educationPoints,
  extraversionCode,
  fitFromPoints,
  interestPoints,
  judgingCode,
  letterPoints,
  salaryPoints,
} from './fit-points';
import { FIT_WEIGHTS } from './fit-weights';
import type { FitVoice } from './fit-voice';
import { CLIENT_VOICE } from './fit-voice';
import type { FitWeights } from './fit-weights';
import { interestReasons } from './interest-reasons';
import { occupationInterests } from './occupation-interests';
import { isFlatProfile, unitCorrelation, unitProfile } from './profile-correlation';

/** The client's six interest scores, checked: six finite numbers (RIASEC order). */
export function checkedClientInterests(interests: readonly number[]): readonly number[] {
  if (interests.length !== RIASEC_THEMES.length) {
    throw new ScoringError('wrong_length', `Expected ${RIASEC_THEMES.length} interest scores, got ${interests.length}`);
  }
  const bad = interests.findIndex((value) => !Number.isFinite(value));
  if (bad >= 0) throw new ScoringError('out_of_range', `Interest score ${bad} is not a finite number`, bad);
  return interests;
}

/**
 * How well an occupation fits a client, 0-100 (provenance.md): 50 + 50 x r, r the Pearson
 * correlation of the client's six SII General Occupational Theme scores with the occupation's six
 * O*NET interest ratings (as the O*NET Interest Profiler matches people to occupations), plus the
 * adjustments of FIT_WEIGHTS (E/I, J/P, education, salary), clamped to 0..100 and rounded.
 * Null when the client has no interest scores. An occupation without ratings gets a profile
 * derived from its high points (occupation-interests.ts). Throws ScoringError when the client's
 * interests are not six finite numbers. `voice`: whom the reasons speak to (fit-voice.ts).
 */
export function careerFit(profile: CareerProfile, occupation: OccupationFacts, weights: FitWeights = FIT_WEIGHTS, voice: FitVoice = CLIENT_VOICE): CareerFit | null {
  if (profile.interests === null) return null;
  const clientScores = checkedClientInterests(profile.interests);
  const jobRatings = occupationInterests(occupation);
  const clientUnit = unitProfile(clientScores);
  const jobUnit = unitProfile(jobRatings);
  const correlation = unitCorrelation(clientUnit, 0, jobUnit, 0);

  const facts: AdjustmentFacts = {
    clientExtraversion: extraversionCode(profile.extraversion),
    jobExtraversion: extraversionCode(occupation.extraversion),
    clientJudging: judgingCode(profile.judging),
    jobJudging: judgingCode(occupation.judging),
    clientEducation: educationIndex(profile.educationLevel),
    jobEducation: educationIndex(occupation.educationLevel),
    moreEducation: profile.moreEducation,
    minimumSalary: dollarsOrNaN(profile.minimumSalary),
    medianWage: dollarsOrNaN(occupation.medianWage),
  };
  const points: FitPoints = {
    interests: interestPoints(correlation, weights.interests),
    extraversion: letterPoints(facts.clientExtraversion, facts.jobExtraversion, weights.extraversion),
    judging: letterPoints(facts.clientJudging, facts.jobJudging, weights.judging),
    education: educationPoints(facts.clientEducation, facts.moreEducation, facts.jobEducation, weights.education),
    salary: salaryPoints(facts.minimumSalary, facts.medianWage, weights.salary),
  };
  const fit = fitFromPoints(points.interests, points.extraversion, points.judging, points.education, points.salary);
  const reasons = [
    ...interestReasons(clientScores, jobRatings, correlation, { client: isFlatProfile(clientUnit), job: isFlatProfile(jobUnit) }, voice),
    ...adjustmentReasons(facts, points, voice),
  ];
  // Array.prototype.sort is stable: equal strengths keep the order interests, E/I, J/P, education, salary.
  reasons.sort((a, b) => b.strength - a.strength);
  return { fit, correlation, points, reasons };
}
