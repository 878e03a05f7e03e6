/**
 * ONET_EDUCATION_LEVELS (career-fit-types.ts; same index) as the words of a sentence: "It usually needs a master's
 * degree; you have a bachelor's degree."
 */
export const EDUCATION_PHRASES: readonly string[] = [
  'less than a high school diploma',
  'a high school diploma',
  'a post-secondary certificate',
  'some college',
  "an associate's degree",
  "a bachelor's degree",
  'a post-baccalaureate certificate',
  "a master's degree",
  "a post-master's certificate",
  'a first professional degree',
  'a doctoral degree',
  'post-doctoral training',
];

export function educationPhrase(level: number): string {
  return EDUCATION_PHRASES[level] ?? 'an unknown level of education';
}
