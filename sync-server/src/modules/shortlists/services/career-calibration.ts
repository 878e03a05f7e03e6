import type { AppDeps } from '../../../app-deps';
import type { CalibrationBandDto, CalibrationDto, CareerBand } from '../../records/contract/career-idea-dto';
import { CAREER_BANDS } from '../../records/contract/career-idea-dto';
import { countSharedByBandAndMark } from '../repositories/calibration-repository';
import { wilsonInterval } from './wilson-interval';

type BandKey = CalibrationBandDto['band'];
const BAND_KEYS: readonly BandKey[] = [...CAREER_BANDS, 'unbanded'];

function bandKeyOf(band: string | null): BandKey {
  return (CAREER_BANDS as readonly string[]).includes(band ?? '') ? (band as CareerBand) : 'unbanded';
}

/**
 * What clients marked of the ideas shared with them, by the band they were shared in: does a
 * 'Strong match' draw more 'Interested' than a 'Some match'? Each client's idea counts once, as last
 * shared (current list first, else the newest history entry holding it); ideas shared before bands
 * (or without interests to band by) are 'unbanded'. shareInterested = interested / (interested +
 * not for me) with its 95% Wilson interval, null when none is marked. Every band is listed, in
 * order, zeros included.
 */
export async function careerCalibration(deps: Pick<AppDeps, 'db'>): Promise<CalibrationDto> {
  const counts = await countSharedByBandAndMark(deps.db);
  const bands = new Map(BAND_KEYS.map((band) => [band, { shared: 0, interested: 0, notForMe: 0, unmarked: 0 }]));
  for (const { band, mark, count } of counts) {
    const tally = bands.get(bandKeyOf(band))!;
    tally.shared += count;
    if (mark === 'interested') tally.interested += count;
    else if (mark === 'not_for_me') tally.notForMe += count;
    else tally.unmarked += count;
  }
  return {
    bands: BAND_KEYS.map((band): CalibrationBandDto => {
      const tally = bands.get(band)!;
      const interval = wilsonInterval(tally.interested, tally.interested + tally.notForMe);
      return { band, ...tally, shareInterested: interval ?? { value: null, low: null, high: null } };
    }),
  };
}
