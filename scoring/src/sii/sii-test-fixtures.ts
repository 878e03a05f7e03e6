import type { SiiMeasure } from './sii-types';

const THEMES: [string, string, string][] = [
  ['Realistic', 'realistic', 'R'],
  ['Investigative', 'investigative', 'I'],
  ['Artistic', 'artistic', 'A'],
  ['Social', 'social', 'S'],
  ['Enterprising', 'enterprising', 'E'],
  ['Conventional', 'conventional', 'C'],
];

/** Test helper: six theme measures with the given values in RIASEC order. */
export function themeMeasures(values: readonly number[]): SiiMeasure[] {
  return THEMES.map(([name, theme, themeCode], i) => ({ name, theme, themeCode, value: values[i] ?? 50 }));
}

/** Test helper: a complete, realistic synced result. */
export function siiInput(gender: string, got: readonly number[] = [45, 62, 58, 66, 49, 41]) {
  return {
    gender,
    siiMeasures: {
      GOT: themeMeasures(got),
      BIS: [
        { name: 'Mechanics & Construction', theme: 'realistic', themeCode: 'R', value: 44 },
        { name: 'Science', theme: 'investigative', themeCode: 'I', value: 63 },
        { name: 'Research', theme: 'investigative', themeCode: 'I', value: 61 },
        { name: 'Visual Arts & Design', theme: 'artistic', themeCode: 'A', value: 57 },
        { name: 'Writing & Mass Communication', theme: 'artistic', themeCode: 'A', value: 61 },
        { name: 'Counseling & Helping', theme: 'social', themeCode: 'S', value: 68 },
        { name: 'Teaching & Education', theme: 'social', themeCode: 'S', value: 61 },
        { name: 'Sales', theme: 'enterprising', themeCode: 'E', value: 39 },
        { name: 'Office Management', theme: 'conventional', themeCode: 'C', value: 40 },
      ],
      OS: [
        { name: 'Psychologist', theme: 'investigative artistic', themeCode: 'IA', value: 52 },
        { name: 'Accountant', theme: 'conventional', themeCode: 'C', value: -4 },
        { name: 'Social Worker', theme: 'social', themeCode: 'S', value: 60 },
      ],
      PSS: [
        { name: 'Work Style', theme: '', themeCode: '', value: 66 },
        { name: 'Learning Environment', theme: '', themeCode: '', value: 65 },
        { name: 'Leadership Style', theme: '', themeCode: '', value: 35 },
        { name: 'Risk Taking', theme: '', themeCode: '', value: 34 },
        { name: 'Team Orientation', theme: '', themeCode: '', value: 50 },
      ],
      SCI: themeMeasures([1, 3.4, 4.2, 5, 2.5, 1.8]),
    },
    pdfData: { got: { chart: 'opaque' }, sci: null },
  };
}
