import { ONET_EDUCATION_LEVELS } from './career-fit-types';
import type { CareerProfile, OccupationFacts } from './career-fit-types';
import { checkedClientInterests, checkedClientValues } from './client-profile-checks';
import { dollarsOrNaN, educationIndex, educationPoints, interestPoints, salaryPoints, scoreFromParts, valuesPoints } from './fit-points';
import { FIT_WEIGHTS } from './fit-weights';
import type { FitWeights } from './fit-weights';
import { occupationInterests } from './occupation-interests';
import { occupationWorkValues } from './occupation-values';
import { unitCorrelation, unitProfile, writeUnitProfile } from './profile-correlation';

/**
 * The batch path of careerFit for the server's in-memory index: every occupation's facts in typed
 * arrays, built once, so scoring one client against the whole table is two dot products and two
 * look-ups per occupation. scoreFitTable gives exactly careerFit's score, correlation and
 * valuesFit for each occupation (the same functions, in the same order, on the same float64
 * numbers; tested).
 */
export interface FitTable {
  readonly size: number;
  /** 6 per occupation: the centred, unit-length interest ratings (zeros when flat), so r = one dot product. */
  readonly unitInterests: Float64Array;
  /** 6 per occupation: the centred, unit-length work values (zeros when flat); NaN when the occupation has none. */
  readonly unitValues: Float64Array;
  /** ONET_EDUCATION_LEVELS index, -1 unknown. */
  readonly educationLevel: Int8Array;
  /** Median yearly wage (USD), NaN unknown. */
  readonly medianWage: Float64Array;
}

/** One client's fit with every occupation of a table, by table index. */
export interface FitScores {
  /** careerFit's score: the ordering key (unrounded, never clamped). */
  score: Float64Array;
  /** careerFit's correlation (interests). */
  correlation: Float64Array;
  /** careerFit's valuesFit; NaN where that is null. */
  valuesFit: Float64Array;
}

/** The table of `occupations`, in their order (the server keeps them in job-title order). */
export function buildFitTable(occupations: readonly OccupationFacts[]): FitTable {
  const size = occupations.length;
  const table: FitTable = {
    size,
    unitInterests: new Float64Array(size * 6),
    unitValues: new Float64Array(size * 6),
    educationLevel: new Int8Array(size),
    medianWage: new Float64Array(size),
  };
  occupations.forEach((occupation, i) => {
    writeUnitProfile(occupationInterests(occupation), table.unitInterests, i * 6);
    const values = occupationWorkValues(occupation);
    if (values === null) table.unitValues.fill(NaN, i * 6, i * 6 + 6);
    else writeUnitProfile(values, table.unitValues, i * 6);
    table.educationLevel[i] = educationIndex(occupation.educationLevel);
    table.medianWage[i] = dollarsOrNaN(occupation.medianWage);
  });
  return table;
}

/** What scoring one client needs, computed once per client (also read by fit-stability.ts). */
export interface ClientFitContext {
  /** The client's centred, unit-length interest scores. */
  interests: Float64Array;
  /** The client's centred, unit-length work values; NaN without them (so every valuesFit is NaN). */
  values: Float64Array;
  /** Education points by occupation level + 1 (index 0: unknown level). */
  educationByLevel: Float64Array;
  /** Dollars, NaN unknown. */
  minimumSalary: number;
  weights: FitWeights;
}

/** Null when the client has no interest scores; throws ScoringError like careerFit for malformed ones. */
export function clientFitContext(profile: CareerProfile, weights: FitWeights = FIT_WEIGHTS): ClientFitContext | null {
  if (profile.interests === null) return null;
  const interests = unitProfile(checkedClientInterests(profile.interests));
  const values = profile.values === null ? new Float64Array(6).fill(NaN) : unitProfile(checkedClientValues(profile.values));
  const clientEducation = educationIndex(profile.educationLevel);
  const educationByLevel = Float64Array.from({ length: ONET_EDUCATION_LEVELS.length + 1 }, (_, i) =>
    educationPoints(clientEducation, profile.moreEducation, i - 1, weights.education),
  );
  return { interests, values, educationByLevel, minimumSalary: dollarsOrNaN(profile.minimumSalary), weights };
}

/**
 * careerFit's score, correlation and valuesFit of every occupation of the table, in table order;
 * null when the client has no interest scores. Throws ScoringError like careerFit for malformed
 * interests or values.
 */
export function scoreFitTable(table: FitTable, profile: CareerProfile, weights: FitWeights = FIT_WEIGHTS): FitScores | null {
  const context = clientFitContext(profile, weights);
  if (context === null) return null;
  const { unitInterests, unitValues, educationLevel, medianWage, size } = table;
  const { interests: client, values: clientValues, educationByLevel, minimumSalary } = context;
  // Local aliases: a call through an imported binding goes through the module's getter each time
  // and is not inlined (3x slower on 100,000 rows under tsx); through a local constant it is.
  const correlationOf = unitCorrelation;
  const interestPointsOf = interestPoints;
  const valuesPointsOf = valuesPoints;
  const salaryPointsOf = salaryPoints;
  const sumOf = scoreFromParts;
  const interestWeights = weights.interests;
  const valuesWeights = weights.values;
  const salaryWeights = weights.salary;
  const score = new Float64Array(size);
  const correlation = new Float64Array(size);
  const valuesFit = new Float64Array(size);
  for (let i = 0; i < size; i += 1) {
    const r = correlationOf(client, 0, unitInterests, i * 6);
    const fit = correlationOf(clientValues, 0, unitValues, i * 6);
    correlation[i] = r;
    valuesFit[i] = fit;
    score[i] = sumOf(
      interestPointsOf(r, interestWeights),
      valuesPointsOf(fit, valuesWeights),
      educationByLevel[(educationLevel[i] as number) + 1] as number,
      salaryPointsOf(minimumSalary, medianWage[i] as number, salaryWeights),
    );
  }
  return { score, correlation, valuesFit };
}
