import { describe, expect, it } from 'vitest';
import { ASSESSMENT_IDS } from '@career/scoring/assessment-ids';
import { CARD_SORT_DEFINITION } from '@career/scoring/card-sort/card-sort-definition';
import { neoDefinition } from '@career/scoring/neo/neo-definition';
import { MAX_INTERVIEW_ANSWER_CHARS, answerProblem, answerRulesFor, totalQuestionsProblem } from './answer-rules';

const [firstCard, secondCard] = CARD_SORT_DEFINITION.questions.cards.map((card) => card.id);

describe('answer rules', () => {
  it('derive keys and totals from the definitions', () => {
    expect(answerRulesFor('consent')).toMatchObject({ shape: 'list', totalQuestions: 1, keys: ['0'] });
    expect(answerRulesFor('depression-screening').keys).toEqual(Array.from({ length: 21 }, (_, i) => String(i)));
    expect(answerRulesFor('readiness-for-change').keys).toHaveLength(12);
    expect(answerRulesFor('neo')).toMatchObject({ totalQuestions: neoDefinition.totalQuestions, version: neoDefinition.instrumentVersion });
    expect(answerRulesFor('neo').keys).toHaveLength(240);
    expect(answerRulesFor('myers-briggs').keys).toEqual(['0']);
    expect(answerRulesFor('career-values')).toMatchObject({ shape: 'map', totalQuestions: 54 });
    expect(answerRulesFor('career-values').keys).toEqual(['start', 'always', 'often', 'sometimes', 'seldom', 'never', 'rank']);
    expect(answerRulesFor('interview').keys[0]).toBe('1');
    for (const id of ASSESSMENT_IDS) expect(answerRulesFor(id).assessmentId).toBe(id);
  });

  it.each([
    ['consent', '0', 'agree', true],
    ['consent', '0', 'yes', false],
    ['consent', '1', 'agree', false],
    ['depression-screening', '20', '3', true],
    ['depression-screening', '21', '0', false],
    ['depression-screening', '0', '4', false],
    ['depression-screening', '0', 3, false],
    ['readiness-for-change', '11', '-2', true],
    ['readiness-for-change', '0', '-3', false],
    ['neo', '239', '4', true],
    ['neo', '240', '0', false],
    ['neo', '00', '0', false],
    ['neo', '-1', '0', false],
    ['neo', '0', '5', false],
    ['myers-briggs', '0', 'other', true],
    ['myers-briggs', '0', 'x', false],
    ['career-values', 'always', [firstCard, secondCard], true],
    ['career-values', 'rank', [], true],
    ['career-values', 'always', [firstCard, firstCard], false],
    ['career-values', 'always', ['no-such-card'], false],
    ['career-values', 'always', 'text', false],
    ['career-values', 'bin', [], false],
    ['interview', '1', 'Some text', true],
    ['interview', '52', { selection: 'Yes' }, true],
    ['interview', '0', 'x', false],
    ['interview', '53', 'x', false],
    ['interview', '1', 'x'.repeat(MAX_INTERVIEW_ANSWER_CHARS), false],
  ] as const)('%s %s = %j allowed: %s', (id, key, value, allowed) => {
    const problem = answerProblem(answerRulesFor(id), key, value);
    if (allowed) expect(problem).toBeUndefined();
    else expect(problem).toContain(`"${key}"`);
  });

  it('always allow null on a known key (it clears the answer), never on an unknown one', () => {
    for (const id of ASSESSMENT_IDS) {
      const rules = answerRulesFor(id);
      for (const key of rules.keys) expect(answerProblem(rules, key, null)).toBeUndefined();
      expect(answerProblem(rules, 'nope', null)).toMatch(/^Unknown answer key "nope"/);
    }
  });

  it('name the expected values and total in their messages', () => {
    expect(answerProblem(answerRulesFor('neo'), '3', '7')).toBe('Answer "3" must be one of 0, 1, 2, 3, 4 (or null to clear it).');
    expect(answerProblem(answerRulesFor('neo'), '240', '1')).toBe('Unknown answer key "240" for NEO Personality Inventory: expected 0 to 239.');
    expect(totalQuestionsProblem(answerRulesFor('neo'), 240)).toBeUndefined();
    expect(totalQuestionsProblem(answerRulesFor('neo'), 120)).toBe('totalQuestions must be 240 for NEO Personality Inventory (got 120).');
  });
});
