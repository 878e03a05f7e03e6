import { MBTI_DICHOTOMY_IDS } from '@career/scoring/mbti/mbti-types';
import { PERSONAL_STYLE_SCALES } from '@career/scoring/sii/personal-style-scales';
import { HOLLAND_THEMES } from '@career/scoring/sii/sii-types';
import { describe, expect, it } from 'vitest';
import { DEMO_SII_PROVIDER_RESULT } from '../../../data/demo-provider-results';
import { readSimAnswers } from './sim-answers';
import { MBTI_SIM_ITEMS, MBTI_SIM_QUESTIONNAIRE, SII_BIS_ITEMS, SII_PSS_ITEMS, SII_SCI_ITEMS, SII_SIM_QUESTIONNAIRE, questionsOf } from './sim-questionnaires';
import { SIM_OCCUPATIONS } from './score-sim-sii';

describe('the simulator questionnaires', () => {
  it('has 12 type items, 3 per dichotomy, named q1..q12', () => {
    expect(MBTI_SIM_ITEMS.map((item) => item.id)).toEqual(Array.from({ length: 12 }, (_, i) => `q${i + 1}`));
    for (const id of MBTI_DICHOTOMY_IDS) expect(MBTI_SIM_ITEMS.filter((item) => item.dichotomy === id)).toHaveLength(3);
  });

  it('has one activity per Basic Interest Scale of the demo payload, with its theme', () => {
    const demo = DEMO_SII_PROVIDER_RESULT.siiMeasures.BIS.map((m) => ({ scale: m.name, theme: m.theme }));
    expect(SII_BIS_ITEMS.map((item) => ({ scale: item.scale, theme: item.theme }))).toEqual(demo);
  });

  it('has one style item per Personal Style Scale and one confidence item per Holland theme', () => {
    expect(SII_PSS_ITEMS.map((item) => item.scale)).toEqual(PERSONAL_STYLE_SCALES.map((scale) => scale.name));
    expect(SII_SCI_ITEMS.map((item) => item.theme)).toEqual([...HOLLAND_THEMES]);
  });

  it('scores the six occupations of the demo payload', () => {
    expect(SIM_OCCUPATIONS).toEqual(DEMO_SII_PROVIDER_RESULT.siiMeasures.OS.map(({ name, theme, themeCode }) => ({ name, theme, themeCode })));
  });

  it('gives every question a unique form name and five choices', () => {
    const questions = [...questionsOf(MBTI_SIM_QUESTIONNAIRE), ...questionsOf(SII_SIM_QUESTIONNAIRE)];
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    expect(questionsOf(SII_SIM_QUESTIONNAIRE)).toHaveLength(24);
    for (const question of questions) expect(question.choices).toHaveLength(5);
  });
});

describe('readSimAnswers', () => {
  it('keeps the values that are choices and lists the rest as missing, in page order', () => {
    const read = readSimAnswers(MBTI_SIM_QUESTIONNAIRE, { q1: '-2', q2: '2', q3: '3', q4: 'x', q5: ['1'], q6: '0', q12: '1', extra: '1' });
    expect(read.answers).toEqual({ q1: -2, q2: 2, q6: 0, q12: 1 });
    expect(read.missing).toEqual(['q3', 'q4', 'q5', 'q7', 'q8', 'q9', 'q10', 'q11']);
  });
});
