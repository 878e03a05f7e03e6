import type { CalibrationBandDto } from '@career/sync-server/records/contract/career-idea-dto';
import { CAREER_BANDS, CAREER_BAND_LABELS } from '@career/sync-server/records/contract/career-idea-dto';

export const CALIBRATION_QUESTION = 'Does a higher band mean clients are more often interested?';
export const NO_MARKS_TEXT = 'No ideas have been marked yet.';
export const UNBANDED_LABEL = 'No band';
export const UNBANDED_NOTE = 'No band: ideas shared before bands were shown, or with a client who had no Strong results to rank by.';
/** Why the intervals are too narrow: marks are not independent draws. */
export const CALIBRATION_CAUTION =
  'Each client marks several ideas, and counselors choose what to share, so the intervals are narrower than they should be: read this as a check, not proof.';

const BAND_ORDER: readonly CalibrationBandDto['band'][] = [...CAREER_BANDS, 'unbanded'];
const count = new Intl.NumberFormat('en-US');

/** 'Strong match' ... 'No band'. */
export const calibrationBandLabel = (band: CalibrationBandDto['band']) => (band === 'unbanded' ? UNBANDED_LABEL : CAREER_BAND_LABELS[band]);

/** The bands strongest first, ideas shared before bands last (only when there are any). */
export function orderedBands(bands: readonly CalibrationBandDto[]): CalibrationBandDto[] {
  return [...bands].filter((band) => band.band !== 'unbanded' || band.shared > 0).sort((a, b) => BAND_ORDER.indexOf(a.band) - BAND_ORDER.indexOf(b.band));
}

/** '62%': a share (0-1) as a whole percentage. */
export const percentText = (share: number) => `${Math.round(share * 100)}%`;

/** '48% to 74%', or '' without marks. */
export function intervalText({ low, high }: CalibrationBandDto['shareInterested']): string {
  return low === null || high === null ? '' : `${percentText(low)} to ${percentText(high)}`;
}

/** The marks (Interested or Not for me) and the shared ideas over every band. */
export function calibrationTotals(bands: readonly CalibrationBandDto[]): { marks: number; shared: number } {
  return bands.reduce((sum, band) => ({ marks: sum.marks + band.interested + band.notForMe, shared: sum.shared + band.shared }), { marks: 0, shared: 0 });
}

const plural = (value: number, one: string, many: string) => `${count.format(value)} ${value === 1 ? one : many}`;

/** 'Based on 48 marks on 60 shared ideas' (the banded ones the answer reads; ideas with no band are counted apart). */
export function basedOnText(bands: readonly CalibrationBandDto[]): string {
  const banded = calibrationTotals(bands.filter((band) => band.band !== 'unbanded'));
  const all = calibrationTotals(bands);
  const unbanded = all.marks - banded.marks;
  const apart = unbanded > 0 ? ` (and ${plural(unbanded, 'mark', 'marks')} on ideas with no band)` : '';
  return `Based on ${plural(banded.marks, 'mark', 'marks')} on ${plural(banded.shared, 'shared idea', 'shared ideas')}${apart}`;
}

interface Rated {
  label: string;
  value: number;
  low: number;
  high: number;
}

const overlap = (a: Rated, b: Rated) => Math.max(a.low, b.low) <= Math.min(a.high, b.high);
const andList = (items: readonly string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`);

/**
 * The page's answer to CALIBRATION_QUESTION in words, from the banded ideas with marks (strongest
 * band first): yes when each band was marked Interested more often than the one below it, saying
 * so cautiously when neighbouring 95% intervals overlap; partly, not clearly or no otherwise.
 */
export function calibrationAnswer(bands: readonly CalibrationBandDto[]): string {
  const rated: Rated[] = orderedBands(bands)
    .filter((band) => band.band !== 'unbanded' && band.shareInterested.value !== null)
    .map((band) => {
      const value = band.shareInterested.value ?? 0;
      return { label: calibrationBandLabel(band.band), value, low: band.shareInterested.low ?? value, high: band.shareInterested.high ?? value };
    });
  if (rated.length < 2) return 'Not yet known: fewer than two bands have marks to compare.';
  const figures = rated.map((band) => `${band.label} ${percentText(band.value)}`).join(', ');
  const pairs = rated.slice(1).map((lower, index) => ({ higher: rated[index] as Rated, lower }));
  const inOrder = pairs.every(({ higher, lower }) => higher.value > lower.value);
  const overlapping = pairs.filter(({ higher, lower }) => overlap(higher, lower)).map(({ higher, lower }) => `${higher.label} and ${lower.label}`);
  const top = rated[0] as Rated;
  const bottom = rated.at(-1) as Rated;
  if (inOrder && !overlapping.length) {
    return `So far, yes: the higher the band, the more often clients marked the idea Interested (${figures}), and the 95% intervals of neighbouring bands do not overlap.`;
  }
  if (inOrder) {
    const them = overlapping.length === 1 ? 'that difference' : 'those differences';
    return `So far yes, but not for certain: the higher the band, the more often clients marked the idea Interested (${figures}), but the 95% intervals of ${andList(overlapping)} overlap, so ${them} may be chance.`;
  }
  if (overlap(top, bottom)) {
    return `Not clearly: the bands are not in order (${figures}) and their 95% intervals overlap, so the marks cannot tell them apart yet.`;
  }
  if (top.value > bottom.value) {
    return `Partly: ${top.label} ideas were marked Interested more often than ${bottom.label} ideas (${figures}), but not every band was marked Interested more often than the one below it.`;
  }
  return `No: ${bottom.label} ideas were marked Interested more often than ${top.label} ideas (${figures}), and their 95% intervals do not overlap. The bands need a closer look.`;
}
