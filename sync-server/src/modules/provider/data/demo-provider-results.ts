import type { MbtiProviderResult } from '@career/scoring/mbti/mbti-types';
import type { SiiInput } from '@career/scoring/sii/sii-types';

/**
 * DEMO DATA in the assessment provider's result shape. MBTI and SII are scored by the provider,
 * not by us: these payloads stand in for what a sync would deliver for the demo client, so their
 * numbers are provider output. They go through interpretMbti / interpretSii like real ones.
 */

/** INFP: clearly intuitive, moderately introverted and feeling, a slight preference for P. */
export const DEMO_MBTI_PROVIDER_RESULT: MbtiProviderResult = { wholeType: 'INFP', EI: 14, SN: 19, TF: 9, JP: 4 };

function theme(name: string, value: number): SiiInput['siiMeasures']['GOT'][number] {
  const code = name[0] ?? '';
  return { name, theme: name.toLowerCase(), themeCode: code, value };
}

/** Strong Interest Inventory: Artistic, Social and Investigative interests (theme code ASI). */
export const DEMO_SII_PROVIDER_RESULT: SiiInput = {
  gender: 'f',
  siiMeasures: {
    GOT: [
      theme('Realistic', 41),
      theme('Investigative', 56),
      theme('Artistic', 64),
      theme('Social', 61),
      theme('Enterprising', 45),
      theme('Conventional', 38),
    ],
    BIS: [
      { name: 'Nature & Agriculture', theme: 'realistic', themeCode: 'R', value: 52 },
      { name: 'Mechanics & Construction', theme: 'realistic', themeCode: 'R', value: 37 },
      { name: 'Science', theme: 'investigative', themeCode: 'I', value: 53 },
      { name: 'Research', theme: 'investigative', themeCode: 'I', value: 58 },
      { name: 'Visual Arts & Design', theme: 'artistic', themeCode: 'A', value: 66 },
      { name: 'Writing & Mass Communication', theme: 'artistic', themeCode: 'A', value: 63 },
      { name: 'Performing Arts', theme: 'artistic', themeCode: 'A', value: 55 },
      { name: 'Counseling & Helping', theme: 'social', themeCode: 'S', value: 64 },
      { name: 'Teaching & Education', theme: 'social', themeCode: 'S', value: 60 },
      { name: 'Marketing & Advertising', theme: 'enterprising', themeCode: 'E', value: 51 },
      { name: 'Sales', theme: 'enterprising', themeCode: 'E', value: 36 },
      { name: 'Office Management', theme: 'conventional', themeCode: 'C', value: 39 },
      { name: 'Programming & Information Systems', theme: 'conventional', themeCode: 'C', value: 44 },
    ],
    OS: [
      { name: 'Graphic Designer', theme: 'artistic', themeCode: 'A', value: 58 },
      { name: 'Librarian', theme: 'artistic conventional', themeCode: 'AC', value: 53 },
      { name: 'Counselor', theme: 'social artistic', themeCode: 'SA', value: 55 },
      { name: 'Psychologist', theme: 'investigative artistic', themeCode: 'IA', value: 49 },
      { name: 'Accountant', theme: 'conventional', themeCode: 'C', value: 8 },
      { name: 'Sales Manager', theme: 'enterprising', themeCode: 'E', value: 12 },
    ],
    PSS: [
      { name: 'Work Style', theme: '', themeCode: '', value: 47 },
      { name: 'Learning Environment', theme: '', themeCode: '', value: 61 },
      { name: 'Leadership Style', theme: '', themeCode: '', value: 38 },
      { name: 'Risk Taking', theme: '', themeCode: '', value: 42 },
      { name: 'Team Orientation', theme: '', themeCode: '', value: 55 },
    ],
    SCI: [
      theme('Realistic', 2.1),
      theme('Investigative', 3.4),
      theme('Artistic', 4.1),
      theme('Social', 3.9),
      theme('Enterprising', 2.6),
      theme('Conventional', 2.3),
    ],
  },
  pdfData: { got: null, sci: null },
};
