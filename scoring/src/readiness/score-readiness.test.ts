import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ScoringError } from '../scoring-error';
import { SCORING_VERSION } from '../scoring-version';
import { readinessBar, readinessMaxStageScore } from './readiness-bar';
import type { ReadinessDefinition, ReadinessStage } from './readiness-definition';
import { readinessDefinition } from './readiness-definition';
import { pickReadinessStage, scoreReadiness } from './score-readiness';

// 1-based statement numbers per stage (the RCQ layout).
const P_ITEMS = [1, 5, 10, 12];
const C_ITEMS = [3, 4, 8, 9];
const A_ITEMS = [2, 6, 7, 11];

/** Answers giving each stage's four statements one value. */
function byStage(p: string, c: string, a: string): string[] {
  return Array.from({ length: 12 }, (_, index) => {
    const number = index + 1;
    if (P_ITEMS.includes(number)) return p;
    if (C_ITEMS.includes(number)) return c;
    return a;
  });
}

describe('readinessDefinition', () => {
  it('has 12 statements on the RCQ layout with a 5-point -2..2 scale and an explanation per stage', () => {
    const d = readinessDefinition;
    expect(d.items).toHaveLength(12);
    const numbersOf = (stage: ReadinessStage) => d.items.flatMap((item, index) => (item.stage === stage ? [index + 1] : []));
    expect(numbersOf('Precontemplation')).toEqual(P_ITEMS);
    expect(numbersOf('Contemplation')).toEqual(C_ITEMS);
    expect(numbersOf('Action')).toEqual(A_ITEMS);
    expect(d.options).toEqual([
      { value: '-2', label: 'Strongly Disagree' },
      { value: '-1', label: 'Disagree' },
      { value: '0', label: 'Unsure' },
      { value: '1', label: 'Agree' },
      { value: '2', label: 'Strongly Agree' },
    ]);
    expect(d.stages.map((stage) => stage.stage)).toEqual(['Precontemplation', 'Contemplation', 'Action']);
    for (const stage of d.stages) expect(stage.explanation.length).toBeGreaterThan(40);
    expect(d.timeToComplete).toBe('5 minutes');
  });
});

describe('scoreReadiness: hand-scored fixtures', () => {
  it.each([
    ['all minimum (three-way tie at -8)', Array(12).fill('-2'), [-8, -8, -8], 'Action'],
    ['all maximum (three-way tie at 8)', Array(12).fill('2'), [8, 8, 8], 'Action'],
    ['all unsure', Array(12).fill('0'), [0, 0, 0], 'Action'],
    ['clear precontemplation', byStage('2', '-1', '-2'), [8, -4, -8], 'Precontemplation'],
    ['clear contemplation', byStage('-1', '1', '0'), [-4, 4, 0], 'Contemplation'],
    ['tie P = C above A goes to Contemplation', byStage('1', '1', '-1'), [4, 4, -4], 'Contemplation'],
    ['tie P = A above C goes to Action', byStage('1', '-2', '1'), [4, -8, 4], 'Action'],
    ['tie C = A goes to Action', byStage('-2', '2', '2'), [-8, 8, 8], 'Action'],
    // statements 1..12: P=1,5,10,12 C=3,4,8,9 A=2,6,7,11
    // answers:      2 -1  1  2  1 -2  0  1  2  0 -1  1
    // P = 2+1+0+1 = 4 ; C = 1+2+1+2 = 6 ; A = -1-2+0-1 = -4
    ['realistic mixed', ['2', '-1', '1', '2', '1', '-2', '0', '1', '2', '0', '-1', '1'], [4, 6, -4], 'Contemplation'],
  ])('%s', (_name, answers, [p, c, a], stage) => {
    expect(scoreReadiness(answers)).toEqual({
      stage,
      scores: [
        { stage: 'Precontemplation', score: p },
        { stage: 'Contemplation', score: c },
        { stage: 'Action', score: a },
      ],
      scoringVersion: SCORING_VERSION,
      instrumentVersion: readinessDefinition.instrumentVersion,
    });
  });

  it('fails when an item is moved to another stage', () => {
    const items = readinessDefinition.items.map((item, index) => (index === 0 ? { ...item, stage: 'Action' as const } : item));
    const moved: ReadinessDefinition = { ...readinessDefinition, items };
    const answers = byStage('2', '0', '0');
    expect(scoreReadiness(answers).stage).toBe('Precontemplation');
    expect(scoreReadiness(answers, moved).scores).toEqual([
      { stage: 'Precontemplation', score: 6 },
      { stage: 'Contemplation', score: 0 },
      { stage: 'Action', score: 2 },
    ]);
  });

  it('the bar is the score out of 8', () => {
    expect(readinessMaxStageScore()).toBe(8);
    expect(readinessBar(8)).toBe(1);
    expect(readinessBar(-4)).toBe(-0.5);
    expect(readinessBar(0)).toBe(0);
  });
});

describe('scoreReadiness: malformed answers', () => {
  it.each([
    ['11 answers', Array(11).fill('0'), 'wrong_length', undefined],
    ['a 3', [...Array(4).fill('0'), '3', ...Array(7).fill('0')], 'out_of_range', 4],
    ['a -3', [...Array(11).fill('0'), '-3'], 'out_of_range', 11],
    ['a word', ['agree', ...Array(11).fill('0')], 'invalid_answer', 0],
    ['an empty string', [...Array(2).fill('0'), '', ...Array(9).fill('0')], 'missing_answer', 2],
  ])('%s', (_name, answers, code, at) => {
    expect(() => scoreReadiness(answers)).toThrow(expect.objectContaining({ code, at }) as ScoringError);
  });
});

describe('scoreReadiness: properties', () => {
  const answers = fc.array(fc.integer({ min: -2, max: 2 }), { minLength: 12, maxLength: 12 });
  const order: ReadinessStage[] = ['Precontemplation', 'Contemplation', 'Action'];

  it('stage scores stay in -8..8 and sum the stage statements', () => {
    fc.assert(
      fc.property(answers, (values) => {
        const result = scoreReadiness(values.map(String));
        const sum = (numbers: number[]) => numbers.reduce((total, number) => total + (values[number - 1] ?? 0), 0);
        expect(result.scores.map((entry) => entry.score)).toEqual([sum(P_ITEMS), sum(C_ITEMS), sum(A_ITEMS)]);
        for (const entry of result.scores) {
          expect(entry.score).toBeGreaterThanOrEqual(-8);
          expect(entry.score).toBeLessThanOrEqual(8);
        }
      }),
    );
  });

  it('the stage has the highest score and is the latest of the stages sharing it', () => {
    fc.assert(
      fc.property(answers, (values) => {
        const result = scoreReadiness(values.map(String));
        const best = Math.max(...result.scores.map((entry) => entry.score));
        const tied = result.scores.filter((entry) => entry.score === best).map((entry) => order.indexOf(entry.stage));
        expect(order.indexOf(result.stage)).toBe(Math.max(...tied));
      }),
    );
  });

  it('pickReadinessStage: ties go to the later stage for any scores', () => {
    fc.assert(
      fc.property(fc.tuple(fc.integer({ min: -8, max: 8 }), fc.integer({ min: -8, max: 8 }), fc.integer({ min: -8, max: 8 })), (scores) => {
        const stage = pickReadinessStage(order.map((name, index) => ({ stage: name, score: scores[index] ?? 0 })));
        const best = Math.max(...scores);
        expect(scores[order.indexOf(stage)]).toBe(best);
        expect(scores.slice(order.indexOf(stage) + 1).every((score) => score < best)).toBe(true);
      }),
    );
  });
});
