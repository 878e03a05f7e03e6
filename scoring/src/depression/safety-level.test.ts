import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depressionDefinition } from './depression-definition';
import { moreUrgent, reachesTopBand, safetyLevelOf, selfHarmIndexOf, selfHarmLevelOf } from './safety-level';
import { scoreDepression } from './score-depression';

const SELF_HARM = 8; // group 9

function partial(values: Record<number, string>): (string | null)[] {
  return Array.from({ length: 21 }, (_, index) => values[index] ?? null);
}

describe('safetyLevelOf: a safety answer acts before the screening is finished', () => {
  it('finds the self-harm group at group 9', () => {
    expect(selfHarmIndexOf()).toBe(SELF_HARM);
    expect(depressionDefinition.items[SELF_HARM]?.options[3]?.label).toBe('I have been making plans to end my life.');
  });

  it.each([
    ['0', null],
    ['1', 'thoughts'],
    ['2', 'thoughts'],
    ['3', 'plans'],
  ])('group 9 answered %s alone (nothing else answered): %s', (value, level) => {
    expect(safetyLevelOf(partial({ [SELF_HARM]: value }))).toBe(level);
    expect(selfHarmLevelOf(value)).toBe(level);
  });

  it("tells crossing one's mind from making plans", () => {
    expect(safetyLevelOf(partial({ 0: '1', [SELF_HARM]: '1' }))).toBe('thoughts');
    expect(safetyLevelOf(partial({ 0: '1', [SELF_HARM]: '3' }))).toBe('plans');
  });

  it('flags a total already in the top band (30 or more) as high-total, even unfinished', () => {
    const ten = Object.fromEntries([0, 1, 2, 3, 4, 5, 6, 7, 9, 10].map((index) => [index, '3']));
    expect(safetyLevelOf(partial(ten))).toBe('high-total'); // 10 groups x 3 = 30
    const belowTop = { ...ten, 9: '2' }; // 29
    expect(safetyLevelOf(partial(belowTop))).toBeNull();
  });

  it('tells whether a total reaches the top band also where group 9 answers first (its value counts)', () => {
    const nine = Object.fromEntries([0, 1, 2, 3, 4, 5, 6, 7, 9].map((index) => [index, '3'])); // 27
    expect(reachesTopBand(partial(nine))).toBe(false);
    expect(reachesTopBand(partial({ ...nine, [SELF_HARM]: '3' }))).toBe(true); // 30, of which group 9 gives 3
    expect(safetyLevelOf(partial({ ...nine, [SELF_HARM]: '3' }))).toBe('plans');
    expect(reachesTopBand([])).toBe(false);
  });

  it('ignores unanswered and malformed groups', () => {
    expect(safetyLevelOf([])).toBeNull();
    expect(safetyLevelOf(partial({ [SELF_HARM]: '' }))).toBeNull();
    expect(safetyLevelOf(partial({ [SELF_HARM]: '7' }))).toBeNull();
    expect(safetyLevelOf(partial({ [SELF_HARM]: 'x' }))).toBeNull();
  });

  it('agrees with the finished result: flagged exactly when scoreDepression raises the flag or the total is high', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 21, maxLength: 21 }), (values) => {
        const answers = values.map(String);
        const result = scoreDepression(answers);
        const level = safetyLevelOf(answers);
        expect(level !== null).toBe(result.safetyFlag || result.depressionLevel === 'high');
        expect(level === 'plans').toBe(values[SELF_HARM] === 3);
      }),
    );
  });

  it('orders levels by urgency', () => {
    expect(moreUrgent('thoughts', 'plans')).toBe('plans');
    expect(moreUrgent('high-total', 'thoughts')).toBe('thoughts');
    expect(moreUrgent(null, 'high-total')).toBe('high-total');
    expect(moreUrgent('plans', null)).toBe('plans');
  });
});
