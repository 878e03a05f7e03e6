import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error';
import { prepareBatchChanges, wholeAnswerWrites } from './answer-changes';
import { answerRulesFor } from './answer-rules';

const neo = answerRulesFor('neo');

describe('prepareBatchChanges', () => {
  it('keeps one change per key: the newest stamp, the earlier of equal stamps; sorted by key', () => {
    const { writes, superseded } = prepareBatchChanges(neo, [
      { key: '5', value: '1', stamp: 10 },
      { key: '1', value: '2', stamp: 10 },
      { key: '5', value: '3', stamp: 12 },
      { key: '1', value: '4', stamp: 10 },
      { key: '5', value: null, stamp: 11 },
    ]);
    expect(writes).toEqual([
      { key: '1', value: '2', stamp: 10 },
      { key: '5', value: '3', stamp: 12 },
    ]);
    expect(superseded).toBe(3);
  });

  it('refuses the whole batch with a 400 that names the first bad key', () => {
    const attempt = () => prepareBatchChanges(neo, [{ key: '0', value: '1', stamp: 1 }, { key: '7', value: '9', stamp: 1 }]);
    expect(attempt).toThrow(AppError);
    expect(attempt).toThrow('Answer "7" must be one of 0, 1, 2, 3, 4 (or null to clear it).');
  });
});

describe('wholeAnswerWrites', () => {
  it('writes every key of a list instrument, clearing the ones not given', () => {
    const writes = wholeAnswerWrites(answerRulesFor('readiness-for-change'), ['2', null, '-1'], 99);
    expect(writes).toHaveLength(12);
    expect(writes.find((write) => write.key === '0')).toEqual({ key: '0', value: '2', stamp: 99 });
    expect(writes.find((write) => write.key === '2')?.value).toBe('-1');
    expect(writes.filter((write) => write.value === null)).toHaveLength(10);
  });

  it('takes a map for the card sort and the interview, and refuses a list there', () => {
    const writes = wholeAnswerWrites(answerRulesFor('interview'), { '3': 'text' }, 5);
    expect(writes.find((write) => write.key === '3')?.value).toBe('text');
    expect(() => wholeAnswerWrites(answerRulesFor('career-values'), [], 5)).toThrow('answers must be a map for Career Values Card Sort.');
  });

  it('refuses too many entries, unknown keys and bad values', () => {
    expect(() => wholeAnswerWrites(answerRulesFor('consent'), ['agree', 'agree'], 1)).toThrow('answers holds 2 entries; Consent has 1 questions.');
    expect(() => wholeAnswerWrites(answerRulesFor('interview'), { x: 'y' }, 1)).toThrow(/Unknown answer key "x"/);
    expect(() => wholeAnswerWrites(answerRulesFor('depression-screening'), ['0', '9'], 1)).toThrow(/Answer "1"/);
  });
});
