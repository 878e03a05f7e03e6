import { HOLLAND_THEME_INFO } from '@career/scoring/sii/holland-themes';
import type { HollandThemeInfo } from '@career/scoring/sii/holland-themes';
import type { HollandTheme } from '@career/scoring/sii/sii-types';
import type { z } from 'zod';
import type { providerGender, siiProviderResult } from '../elevate-api';
import type { SimAnswers } from './sim-answers';
import { answerOf } from './sim-answers';
import { SII_BIS_ITEMS, SII_PSS_ITEMS, SII_SCI_ITEMS } from './sim-questionnaires';

/*
 * SIMULATOR ARITHMETIC, not the real instrument or its norms: scores the simulator's own items
 * (ours, not Strong items) into the provider's SII result shape, so the demo's result views show
 * numbers that follow the answers. No number here is a real standard score.
 */

export type SimSiiResult = z.infer<typeof siiProviderResult>;
export type SimGender = z.infer<typeof providerGender>;
type Measure = SimSiiResult['siiMeasures']['GOT'][number];

/** The demo payload's six occupations (demo-provider-results.ts), scored from their themes' GOT values. */
export const SIM_OCCUPATIONS: readonly { name: string; theme: string; themeCode: string }[] = [
  { name: 'Graphic Designer', theme: 'artistic', themeCode: 'A' },
  { name: 'Librarian', theme: 'artistic conventional', themeCode: 'AC' },
  { name: 'Counselor', theme: 'social artistic', themeCode: 'SA' },
  { name: 'Psychologist', theme: 'investigative artistic', themeCode: 'IA' },
  { name: 'Accountant', theme: 'conventional', themeCode: 'C' },
  { name: 'Sales Manager', theme: 'enterprising', themeCode: 'E' },
];

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

function infoOf(theme: HollandTheme): HollandThemeInfo {
  const info = HOLLAND_THEME_INFO.find((entry) => entry.theme === theme);
  if (!info) throw new RangeError(`Unknown Holland theme ${theme}`);
  return info;
}

const themeMeasure = (info: HollandThemeInfo, value: number): Measure => ({ name: info.name, theme: info.theme, themeCode: info.letter, value });

/** Basic Interest: 30 + 10 x rating (Strongly dislike 0 .. Strongly like 4) -> 30..70. */
export const bisValue = (rating: number) => 30 + 10 * rating;
/** Occupation: round(mean GOT of its theme letters x 1.6 - 40), clamped to 0..70. */
export const occupationValue = (gotValues: readonly number[]) => Math.min(70, Math.max(0, Math.round(mean(gotValues) * 1.6 - 40)));
/** Personal Style: 20 + 15 x rating (pole A 0 .. pole B 4) -> 20..80. */
export const pssValue = (rating: number) => 20 + 15 * rating;

/**
 * The provider-shaped SII result of a complete set of answers (bis1..bis13 0..4, pss1..pss5 0..4,
 * sci1..sci6 1..5). GOT per theme is the rounded mean of its Basic Interest values; Skills
 * Confidence is the rating itself (1..5). Throws a RangeError when an answer is missing or out of range.
 */
export function scoreSimSii(answers: SimAnswers, gender: SimGender): SimSiiResult {
  const BIS = SII_BIS_ITEMS.map((item) => ({ ...themeMeasure(infoOf(item.theme), bisValue(answerOf(answers, item.id, 0, 4))), name: item.scale }));
  const GOT = HOLLAND_THEME_INFO.map((info) => themeMeasure(info, Math.round(mean(BIS.filter((m) => m.theme === info.theme).map((m) => m.value)))));
  const gotOf = (letter: string) => GOT.find((m) => m.themeCode === letter)?.value ?? 0;
  const OS = SIM_OCCUPATIONS.map((job) => ({ ...job, value: occupationValue([...job.themeCode].map(gotOf)) }));
  const PSS = SII_PSS_ITEMS.map((item) => ({ name: item.scale, theme: '', themeCode: '', value: pssValue(answerOf(answers, item.id, 0, 4)) }));
  const SCI = SII_SCI_ITEMS.map((item) => themeMeasure(infoOf(item.theme), answerOf(answers, item.id, 1, 5)));
  // Opaque chart data, as the provider sends along for its own report (passed through untouched).
  const chart = (measures: readonly Measure[]) => measures.map(({ themeCode, value }) => ({ themeCode, value }));
  return { gender, siiMeasures: { GOT, BIS, OS, PSS, SCI }, pdfData: { got: chart(GOT), sci: chart(SCI) } };
}
