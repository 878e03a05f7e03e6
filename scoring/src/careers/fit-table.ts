import { ONET_EDUCATION_LEVELS } from './career-fit-types';
import type { CareerProfile, OccupationFacts } from './career-fit-types';
import { checkedClientInterests } from './career-fit';
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
import type { FitWeights } from './fit-weights';
import { occupationInterests } from './occupation-interests';
import { unitCorrelation, unitProfile, writeUnitProfile } from './profile-correlation';

/**
 * The batch path of careerFit for the server's in-memory index: every occupation's facts in typed
 * arrays, built once, so scoring one client against the whole table is one dot product and four
 * look-ups per occupation. scoreFitTable gives exactly careerFit's fit for each occupation (the
 * same functions, in the same order, on the same float64 numbers; tested).
 */
export interface FitTable {
  readonly size: number;
  /** 6 per occupation: the centred, unit-length ratings (zeros when flat), so r = one dot product. */
  readonly unitInterests: Float64Array;
  /** E/I code per occupation: 0 unknown, 1 E, 2 I. */
  readonly extraversion: Uint8Array;
  /** J/P code: 0 unknown, 1 J, 2 P. */
  readonly judging: Uint8Array;
  /** ONET_EDUCATION_LEVELS index, -1 unknown. */
  readonly educationLevel: Int8Array;
  /** Median yearly wage (USD), NaN unknown. */
  readonly medianWage: Float64Array;
}

/** The table of `occupations`, in their order (the server keeps them in job-title order). */
export function buildFitTable(occupations: readonly OccupationFacts[]): FitTable {
  const size = occupations.length;
  const table: FitTable = {
    size,
    unitInterests: new Float64Array(size * 6),
    extraversion: new Uint8Array(size),
    judging: new Uint8Array(size),
    educationLevel: new Int8Array(size),
    medianWage: new Float64Array(size),
  };
  occupations.forEach((occupation, i) => {
    writeUnitProfile(occupationInterests(occupation), table.unitInterests, i * 6);
    table.extraversion[i] = extraversionCode(occupation.extraversion);
    table.judging[i] = judgingCode(occupation.judging);
    table.educationLevel[i] = educationIndex(occupation.educationLevel);
    table.medianWage[i] = dollarsOrNaN(occupation.medianWage);
  });
  return table;
}

/**
 * careerFit's fit (an integer 0..100) of every occupation of the table, in table order; null when
 * the client has no interest scores. Throws ScoringError like careerFit for malformed interests.
 */
export function scoreFitTable(table: FitTable, profile: CareerProfile, weights: FitWeights = FIT_WEIGHTS): Float32Array | null {
  if (profile.interests === null) return null;
  const client = unitProfile(checkedClientInterests(profile.interests));
  const clientEi = extraversionCode(profile.extraversion);
  const clientJp = judgingCode(profile.judging);
  const clientEducation = educationIndex(profile.educationLevel);
  const minimum = dollarsOrNaN(profile.minimumSalary);
  // Look-up tables by occupation code: the same functions careerFit calls, once per code.
  const eiPoints = Float64Array.from([0, 1, 2], (code) => letterPoints(clientEi, code, weights.extraversion));
  const jpPoints = Float64Array.from([0, 1, 2], (code) => letterPoints(clientJp, code, weights.judging));
  const educationByLevel = Float64Array.from({ length: ONET_EDUCATION_LEVELS.length + 1 }, (_, i) =>
    educationPoints(clientEducation, profile.moreEducation, i - 1, weights.education),
  );
  const { unitInterests, extraversion, judging, educationLevel, medianWage } = table;
  // Local aliases: a call through an imported binding goes through the module's getter each time
  // and is not inlined (3x slower on 100,000 rows under tsx); through a local constant it is.
  const correlationOf = unitCorrelation;
  const interestPointsOf = interestPoints;
  const salaryPointsOf = salaryPoints;
  const fitOf = fitFromPoints;
  const interestWeights = weights.interests;
  const salaryWeights = weights.salary;
  const fits = new Float32Array(table.size);
  for (let i = 0; i < table.size; i += 1) {
    fits[i] = fitOf(
      interestPointsOf(correlationOf(client, 0, unitInterests, i * 6), interestWeights),
      eiPoints[extraversion[i] as number] as number,
      jpPoints[judging[i] as number] as number,
      educationByLevel[(educationLevel[i] as number) + 1] as number,
      salaryPointsOf(minimum, medianWage[i] as number, salaryWeights),
    );
  }
  return fits;
}
