import { describe, expect, it } from 'vitest';
import { finishManifest } from './finish-manifest';
import type { AnswerRecord } from './local-db';

function rows(assessmentId: AnswerRecord['assessmentId'], values: Record<string, unknown>): AnswerRecord[] {
  return Object.entries(values).map(([key, value]) => ({ userId: 'u1', assessmentId, key, value, stamp: 1, dirty: 1, frozenStamp: 0 }));
}

describe('finishManifest', () => {
  it('counts answered list items as the server does (no null, no blank)', () => {
    expect(finishManifest('neo', rows('neo', { '0': '1', '1': null, '2': ' ', '3': '5', '400': '1' }), 240)).toEqual({ answered: 2 });
  });

  it('counts the card sort as the cards that left the start pile', () => {
    expect(finishManifest('career-values', rows('career-values', { start: ['a', 'b'], always: ['c'] }), 54)).toEqual({ answered: 52 });
  });

  it('counts interview answers by key', () => {
    expect(finishManifest('interview', rows('interview', { q1: 'yes', q2: null, q3: 'no' }), 60)).toEqual({ answered: 2 });
  });
});
