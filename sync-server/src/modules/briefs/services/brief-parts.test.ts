import { describe, expect, it } from 'vitest';
import { interestsPart, personalityPart, typePart, valuesPart } from './brief-parts';

const scale = (tScore: number, low: number, high: number, level: string) => ({ rawScore: 0, tScore, interval: { low, high }, percentile: 50, level });

describe('the brief’s parts from stored results', () => {
  it('lists the five NEO domains, each with its facets scored outside 40-60, with ranges and the estimated norms', () => {
    const quiet = { ...scale(50, 45, 55, 'Average'), subcategories: [] };
    const result = {
      neuroticism: { ...scale(55, 49, 61, 'Average'), subcategories: [{ code: 'N1', name: 'Anxiety', ...scale(35, 28, 42, 'Low') }, { code: 'N2', name: 'Anger', ...scale(55, 47, 63, 'Average') }] },
      extraversion: quiet,
      openness: { ...scale(66, 61, 71, 'High'), subcategories: [{ code: 'O1', name: 'Imagination', ...scale(50, 42, 58, 'Average') }] },
      agreeableness: { ...scale(62, 57, 67, 'High'), subcategories: [] },
      conscientiousness: quiet,
      norms: { sex: 'female', ageBand: '21-40', label: 'women aged 21-40', estimated: true, source: 'Johnson (2014)' },
    };
    expect(personalityPart(result)).toEqual({
      norms: { label: 'women aged 21-40', estimated: true, source: 'Johnson (2014)' },
      scales: [
        { kind: 'domain', name: 'Neuroticism', tScore: 55, interval: { low: 49, high: 61 }, level: 'Average', nearLevels: ['High'] },
        { kind: 'facet', name: 'Anxiety', tScore: 35, interval: { low: 28, high: 42 }, level: 'Low', nearLevels: ['Average'] },
        { kind: 'domain', name: 'Extraversion', tScore: 50, interval: { low: 45, high: 55 }, level: 'Average', nearLevels: [] },
        { kind: 'domain', name: 'Openness', tScore: 66, interval: { low: 61, high: 71 }, level: 'High', nearLevels: [] },
        { kind: 'domain', name: 'Agreeableness', tScore: 62, interval: { low: 57, high: 67 }, level: 'High', nearLevels: ['Average'] },
        { kind: 'domain', name: 'Conscientiousness', tScore: 50, interval: { low: 45, high: 55 }, level: 'Average', nearLevels: [] },
      ],
      // Anger (its range reaching past 60) and Imagination are average: left to the results pages.
      facetsNotListed: 2,
    });
    expect(personalityPart(null)).toBeNull();
    expect(personalityPart({ something: 'else' })).toBeNull();
  });

  it('takes the three top interest themes as stored, or the highest three of an older result, and none without SII results', () => {
    const got = ['Realistic', 'Investigative', 'Artistic', 'Social', 'Enterprising', 'Conventional'].map((theme, index) => ({ theme, themeCode: theme[0], value: [40, 52, 61, 58, 45, 38][index]!, interval: { low: 0, high: 100 } }));
    const older = interestsPart({ sii: { got } });
    expect(older?.topThemes.map((theme) => theme.theme)).toEqual(['Artistic', 'Social', 'Investigative']);
    expect(older).toMatchObject({ differentiation: expect.any(Number), undifferentiated: expect.any(Boolean), normGroup: null });
    expect(interestsPart({ mbti: { wholeType: 'INFP' } })).toBeNull();
    expect(interestsPart({ sii: { got: [{ theme: 'Artistic' }] } })).toBeNull();
  });

  it('reads the type’s letters, its name in the practice’s texts, and each pair’s clarity; not a malformed type', () => {
    const dichotomies = ['EI', 'SN', 'TF', 'JP'].map((id, index) => ({ id, first: { letter: id[0], name: `first ${id}` }, second: { letter: id[1], name: `second ${id}` }, letter: 'INFP'[index], pole: index === 0 ? 'second' : 'first', clarity: 10 + index, clarityLabel: 'Moderate' }));
    expect(typePart({ mbti: { wholeType: 'infp', dichotomies } }, { INFP: { name: 'The Idealist' } })).toEqual({
      letters: 'INFP',
      name: 'The Idealist',
      pairs: [
        { pair: 'EI', letter: 'I', pole: 'second EI', clarity: 10, clarityLabel: 'Moderate' },
        { pair: 'SN', letter: 'N', pole: 'first SN', clarity: 11, clarityLabel: 'Moderate' },
        { pair: 'TF', letter: 'F', pole: 'first TF', clarity: 12, clarityLabel: 'Moderate' },
        { pair: 'JP', letter: 'P', pole: 'first JP', clarity: 13, clarityLabel: 'Moderate' },
      ],
    });
    expect(typePart({ mbti: { wholeType: 'XXXX' } }, {})).toBeNull();
    expect(typePart({ mbti: { wholeType: 'ENTJ' } }, {})).toEqual({ letters: 'ENTJ', name: null, pairs: [] });
  });

  it('lists the card sort’s top values by rank, at most eight', () => {
    const topValues = Array.from({ length: 9 }, (_, index) => ({ id: `v${index}`, title: `Value ${9 - index}`, rank: 9 - index }));
    expect(valuesPart({ topValues })?.map((value) => `${value.rank} ${value.title}`)).toEqual(['1 Value 1', '2 Value 2', '3 Value 3', '4 Value 4', '5 Value 5', '6 Value 6', '7 Value 7', '8 Value 8']);
    expect(valuesPart({ groups: [] })).toBeNull();
  });
});
