import type { CareerFit, CareerProfile, FitParts, OccupationFacts } from './career-fit-types';
import { checkedClientInterests, checkedClientValues } from './client-profile-checks';
import { educationReasons, payReasons } from './education-pay-reasons';
import { FIT_BAND_CUTOFFS, fitBand, fitDrawbacks, fitMatchLevel } from './fit-bands';
import type { FitBandCutoffs } from './fit-bands';
import { dollarsOrNaN, educationIndex, educationPoints, interestPoints, salaryPoints, scoreFromParts, valuesPoints } from './fit-points';
import { NO_REASONS, mergeReasons } from './fit-reasons';
import type { FitVoice } from './fit-voice';
import { CLIENT_VOICE } from './fit-voice';
import { FIT_WEIGHTS } from './fit-weights';
import type { FitWeights } from './fit-weights';
import { interestDifferentiation } from './interest-differentiation';
import { interestReasons } from './interest-reasons';
import { occupationInterests } from './occupation-interests';
import { occupationWorkValues } from './occupation-values';
import { isFlatProfile, unitCorrelation, unitProfile } from './profile-correlation';
import { valuesReasons } from './values-reasons';

/**
 * How well an occupation fits a client (provenance.md). The score, for ordering only, is the sum
 * of four parts, never clamped or rounded: perCorrelation x r, r the Pearson correlation of the
 * client's six SII General Occupational Theme scores with the occupation's six O*NET interest
 * ratings (as the O*NET Interest Profiler matches people to occupations); perCorrelation x
 * valuesFit, valuesFit the same correlation of the client's six card-sort work values with the
 * occupation's six O*NET Work Values (as the Work Importance Profiler does; 0 points when either is
 * unknown); and the education and pay points of FIT_WEIGHTS. The band (what views show) comes from
 * the interest and values parts, the drawbacks and the profile's differentiation (fit-bands.ts,
 * `cutoffs`). Null when the client has no interest scores. An occupation without ratings gets a
 * profile derived from its high points (occupation-interests.ts). Throws ScoringError when the
 * client's interests or values are not six finite numbers. `voice`: whom the reasons speak to
 * (fit-voice.ts).
 */
export function careerFit(
  profile: CareerProfile,
  occupation: OccupationFacts,
  weights: FitWeights = FIT_WEIGHTS,
  voice: FitVoice = CLIENT_VOICE,
  cutoffs: FitBandCutoffs = FIT_BAND_CUTOFFS,
): CareerFit | null {
  if (profile.interests === null) return null;
  const clientScores = checkedClientInterests(profile.interests);
  const clientValues = profile.values === null ? null : checkedClientValues(profile.values);
  const jobRatings = occupationInterests(occupation);
  const jobValues = occupationWorkValues(occupation);
  const clientUnit = unitProfile(clientScores);
  const jobUnit = unitProfile(jobRatings);
  const correlation = unitCorrelation(clientUnit, 0, jobUnit, 0);
  const valuesFit = clientValues === null || jobValues === null ? null : unitCorrelation(unitProfile(clientValues), 0, unitProfile(jobValues), 0);

  const clientEducation = educationIndex(profile.educationLevel);
  const jobEducation = educationIndex(occupation.educationLevel);
  const minimumSalary = dollarsOrNaN(profile.minimumSalary);
  const medianWage = dollarsOrNaN(occupation.medianWage);
  const parts: FitParts = {
    interests: interestPoints(correlation, weights.interests),
    values: valuesPoints(valuesFit ?? NaN, weights.values),
    education: educationPoints(clientEducation, profile.moreEducation, jobEducation, weights.education),
    salary: salaryPoints(minimumSalary, medianWage, weights.salary),
  };
  const score = scoreFromParts(parts.interests, parts.values, parts.education, parts.salary);
  const drawbacks = fitDrawbacks({ clientEducation, jobEducation, moreEducation: profile.moreEducation, minimumSalary, medianWage, valuesFit }, cutoffs);
  const { undifferentiated } = interestDifferentiation(clientScores);
  const band = fitBand(fitMatchLevel(parts, correlation, weights), drawbacks, undifferentiated, cutoffs);

  const flat = { client: isFlatProfile(clientUnit), job: isFlatProfile(jobUnit) };
  const reasons = mergeReasons([
    interestReasons(clientScores, jobRatings, correlation, flat, voice, undifferentiated),
    clientValues === null || jobValues === null || valuesFit === null ? NO_REASONS : valuesReasons(clientValues, jobValues, valuesFit, parts.values, voice),
    educationReasons(clientEducation, jobEducation, profile.moreEducation, parts.education, voice),
    payReasons(minimumSalary, medianWage, parts.salary, voice),
  ]);
  return { score, band, correlation, valuesFit, parts, ...reasons };
}
