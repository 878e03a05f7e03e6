import { describe, expect, it } from 'vitest';
import { basedOnText, calibrationAnswer, intervalText, orderedBands } from './calibration-figures';
import { CALIBRATED, NOTHING_MARKED, bandFixture } from './calibration-test-data';

describe('calibration figures', () => {
  it('orders the bands strongest first, ideas shared before bands last and only when there are any', () => {
    expect(orderedBands(CALIBRATED.bands).map((band) => band.band)).toEqual(['strong', 'good', 'some', 'weak', 'unbanded']);
    expect(orderedBands(NOTHING_MARKED.bands).map((band) => band.band)).toEqual(['strong', 'good', 'some', 'weak']);
  });

  it('says how many marks on how many shared ideas, and an interval in whole percentages', () => {
    expect(basedOnText(CALIBRATED.bands)).toBe('Based on 90 marks on 101 shared ideas (and 10 marks on ideas with no band)');
    expect(basedOnText([bandFixture('strong', 1, 0, { value: 1, low: 0.21, high: 1 }, 0)])).toBe('Based on 1 mark on 1 shared idea');
    expect(intervalText({ value: 0.5, low: 0.332, high: 0.668 })).toBe('33% to 67%');
    expect(intervalText({ value: null, low: null, high: null })).toBe('');
  });

  it('counts the marks on ideas with no band apart from the banded ones the answer reads, and only when there are any', () => {
    const strong = bandFixture('strong', 3, 1, { value: 0.75, low: 0.3, high: 0.95 });
    const weak = bandFixture('weak', 1, 3, { value: 0.25, low: 0.05, high: 0.7 });
    expect(basedOnText([strong, weak, bandFixture('unbanded', 1, 0, { value: 1, low: 0.21, high: 1 }, 0)])).toBe(
      'Based on 8 marks on 12 shared ideas (and 1 mark on ideas with no band)',
    );
    expect(basedOnText([strong, weak, bandFixture('unbanded', 2, 3, { value: 0.4, low: 0.12, high: 0.77 })])).toBe(
      'Based on 8 marks on 12 shared ideas (and 5 marks on ideas with no band)',
    );
    // Ideas with no band shared but not yet marked: nothing to count apart.
    expect(basedOnText([strong, weak, bandFixture('unbanded', 0, 0, undefined, 4)])).toBe('Based on 8 marks on 12 shared ideas');
  });

  it('answers yes when each band beats the one below and the intervals are apart (bands without marks left out)', () => {
    expect(calibrationAnswer(CALIBRATED.bands)).toBe(
      'So far, yes: the higher the band, the more often clients marked the idea Interested (Strong match 80%, Good match 40%, Weak match 3%), and the 95% intervals of neighbouring bands do not overlap.',
    );
  });

  it('answers cautiously when the bands are in order but neighbouring intervals overlap', () => {
    const bands = [bandFixture('strong', 6, 4, { value: 0.6, low: 0.31, high: 0.83 }), bandFixture('good', 4, 6, { value: 0.4, low: 0.17, high: 0.69 })];
    expect(calibrationAnswer(bands)).toBe(
      'So far yes, but not for certain: the higher the band, the more often clients marked the idea Interested (Strong match 60%, Good match 40%), but the 95% intervals of Strong match and Good match overlap, so that difference may be chance.',
    );
  });

  it('answers not clearly, partly or no when the bands are out of order', () => {
    const strong = bandFixture('strong', 8, 2, { value: 0.8, low: 0.6, high: 0.9 });
    const good = bandFixture('good', 9, 1, { value: 0.9, low: 0.7, high: 0.97 });
    const weak = bandFixture('weak', 1, 9, { value: 0.1, low: 0.02, high: 0.3 });
    expect(calibrationAnswer([strong, good, weak])).toBe(
      'Partly: Strong match ideas were marked Interested more often than Weak match ideas (Strong match 80%, Good match 90%, Weak match 10%), but not every band was marked Interested more often than the one below it.',
    );
    const close = bandFixture('weak', 5, 5, { value: 0.5, low: 0.24, high: 0.76 });
    expect(calibrationAnswer([strong, good, close])).toMatch(/^Not clearly: the bands are not in order \(Strong match 80%, Good match 90%, Weak match 50%\)/);
    const upsideDown = [bandFixture('strong', 1, 9, { value: 0.1, low: 0.02, high: 0.3 }), bandFixture('weak', 8, 2, { value: 0.8, low: 0.6, high: 0.9 })];
    expect(calibrationAnswer(upsideDown)).toMatch(/^No: Weak match ideas were marked Interested more often than Strong match ideas/);
  });

  it('says it is not yet known with fewer than two bands marked (ideas shared before bands do not count)', () => {
    expect(calibrationAnswer([bandFixture('strong', 3, 1, { value: 0.75, low: 0.3, high: 0.95 }), bandFixture('unbanded', 5, 5, { value: 0.5, low: 0.24, high: 0.76 })])).toBe(
      'Not yet known: fewer than two bands have marks to compare.',
    );
  });
});
