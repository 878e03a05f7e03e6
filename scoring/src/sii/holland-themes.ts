import type { HollandLetter, HollandTheme } from './sii-types';

export interface HollandThemeInfo {
  theme: HollandTheme;
  letter: HollandLetter;
  name: string;
  /** One line in our own words (the content service may supply longer texts). */
  description: string;
  /** Typical skill areas for the Skills Confidence table (our own words). */
  skillAreas: string;
}

/** Holland's RIASEC themes (public theory; descriptions are ours). */
export const HOLLAND_THEME_INFO: readonly HollandThemeInfo[] = [
  {
    theme: 'realistic',
    letter: 'R',
    name: 'Realistic',
    description: 'Hands-on work with tools, machines, plants or animals, often outdoors.',
    skillAreas: 'Building, repairing, operating equipment, working outdoors',
  },
  {
    theme: 'investigative',
    letter: 'I',
    name: 'Investigative',
    description: 'Observing, analysing and solving problems through research and ideas.',
    skillAreas: 'Research, analysis, mathematics, science',
  },
  {
    theme: 'artistic',
    letter: 'A',
    name: 'Artistic',
    description: 'Creating and expressing ideas through art, writing, music, design or performance.',
    skillAreas: 'Writing, design, performing, creative expression',
  },
  {
    theme: 'social',
    letter: 'S',
    name: 'Social',
    description: 'Helping, teaching, caring for and working closely with people.',
    skillAreas: 'Teaching, counselling, caring, teamwork',
  },
  {
    theme: 'enterprising',
    letter: 'E',
    name: 'Enterprising',
    description: 'Leading, persuading and selling to reach goals, often in business.',
    skillAreas: 'Leading, persuading, selling, managing projects',
  },
  {
    theme: 'conventional',
    letter: 'C',
    name: 'Conventional',
    description: 'Organising data, records and processes with accuracy and order.',
    skillAreas: 'Organising, record keeping, working with numbers and systems',
  },
];

/** The index of a theme in RIASEC order (used to break ties). */
export function riasecIndex(theme: HollandTheme): number {
  return HOLLAND_THEME_INFO.findIndex((info) => info.theme === theme);
}
