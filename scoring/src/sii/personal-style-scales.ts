/** The Personal Style Scales and their poles, in our own words (matched by name, any case). */
export interface PersonalStyleScale {
  name: string;
  lowPole: string;
  highPole: string;
}

export const PERSONAL_STYLE_SCALES: readonly PersonalStyleScale[] = [
  { name: 'Work Style', lowPole: 'Prefers working alone, with ideas, data or things', highPole: 'Prefers working with people' },
  { name: 'Learning Environment', lowPole: 'Prefers practical, hands-on learning', highPole: 'Prefers academic, classroom learning' },
  { name: 'Leadership Style', lowPole: 'Prefers to lead by example', highPole: 'Prefers to take charge and direct others' },
  { name: 'Risk Taking', lowPole: 'Prefers to play it safe', highPole: 'Enjoys taking chances' },
  { name: 'Team Orientation', lowPole: 'Prefers to accomplish tasks independently', highPole: 'Prefers to accomplish tasks as part of a team' },
];
