import type { CalibrationBandDto, CalibrationDto } from '@career/sync-server/records/contract/career-idea-dto';

/** One band of the calibration: `interested` and `notForMe` marks, the share and its interval as given. */
export function bandFixture(
  band: CalibrationBandDto['band'],
  interested: number,
  notForMe: number,
  shareInterested: CalibrationBandDto['shareInterested'] = { value: null, low: null, high: null },
  unmarked = 2,
): CalibrationBandDto {
  return { band, shared: interested + notForMe + unmarked, interested, notForMe, unmarked, shareInterested };
}

/** Bands in order, their intervals apart: a higher band was marked Interested more often. */
export const CALIBRATED: CalibrationDto = {
  bands: [
    // Out of order, as a server might send them: the page orders them.
    bandFixture('weak', 1, 29, { value: 0.033, low: 0.006, high: 0.167 }),
    bandFixture('strong', 24, 6, { value: 0.8, low: 0.627, high: 0.905 }),
    bandFixture('good', 12, 18, { value: 0.4, low: 0.246, high: 0.577 }, 4),
    bandFixture('some', 0, 0, undefined, 3),
    bandFixture('unbanded', 5, 5, { value: 0.5, low: 0.237, high: 0.763 }, 0),
  ],
};

export const NOTHING_MARKED: CalibrationDto = {
  bands: [bandFixture('strong', 0, 0, undefined, 4), bandFixture('good', 0, 0, undefined, 1), bandFixture('some', 0, 0, undefined, 0), bandFixture('weak', 0, 0, undefined, 0), bandFixture('unbanded', 0, 0, undefined, 0)],
};
