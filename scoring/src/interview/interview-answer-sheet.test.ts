import { describe, expect, it } from 'vitest';
import { SCORING_VERSION } from '../scoring-version';
import { interviewAnswerSheet } from './interview-answer-sheet';

describe('interviewAnswerSheet', () => {
  it('lays old answers on the current questions, leaving 11, 12 and 48 unanswered', () => {
    const sheet = interviewAnswerSheet({ '10': 'law degree', '11': { selection: 'Yes' }, '46': 'a calm day' }, '2023-09-30');
    expect(sheet).toMatchObject({ scoringVersion: SCORING_VERSION, instrumentVersion: '1', displayVersion: '2' });
    expect(sheet.items).toHaveLength(52);
    const at = (n: number) => sheet.items[n - 1];
    expect(at(10)?.answer).toBe('law degree');
    expect(at(11)?.answer).toBeNull();
    expect(at(12)?.answer).toBeNull();
    expect(at(13)).toMatchObject({ section: 'Work History', answer: { selection: 'Yes' }, visible: true });
    expect(at(14)?.visible).toBe(true);
    expect(at(48)?.answer).toBeNull();
    expect(at(49)?.answer).toBe('a calm day');
  });

  it('keeps current answers in place', () => {
    const sheet = interviewAnswerSheet({ '48': { selection: 'No' } }, '2023-10-01');
    expect(sheet.instrumentVersion).toBe('2');
    expect(sheet.items[47]).toMatchObject({ section: 'Goals', answer: { selection: 'No' }, visible: true });
    expect(sheet.items[13]?.visible).toBe(false);
  });
});
