import { INTERVIEW_QUESTIONS_V2 } from '@career/scoring/interview/interview-questions-v2';
import { describe, expect, it } from 'vitest';
import { hiddenAnswerKeys, mergeAnswers, radioAnswer, withCheckbox, withMultiTextField } from './interview-answer-edits';

describe('interview answer edits', () => {
  it('lays edits over the stored answers and leaves cleared ones out', () => {
    expect(mergeAnswers({ '1': 'a', '2': 'b', '3': null }, { '2': null, '4': 'd' })).toEqual({ '1': 'a', '4': 'd' });
  });

  it('names the answers of hidden questions, also those hidden through another hidden question', () => {
    const answers = { '5': { selection: 'Some high school' }, '6': ['a', 'b', 'c'], '9': { selection: 'No' }, '10': 'x', '7': 'kept' };
    expect(hiddenAnswerKeys(INTERVIEW_QUESTIONS_V2, answers).sort()).toEqual(['10', '6']);
    const chain = { '13': { selection: 'No' }, '23': { selection: 'Both' }, '24': 'what happened' };
    expect(hiddenAnswerKeys(INTERVIEW_QUESTIONS_V2, chain).sort()).toEqual(['23', '24']);
  });

  it("keeps the 'Other' text only with the 'Other' selection", () => {
    expect(radioAnswer('Other', 'mine')).toEqual({ selection: 'Other', other: 'mine' });
    expect(radioAnswer('Other', '')).toEqual({ selection: 'Other' });
    expect(radioAnswer('Retired', 'mine')).toEqual({ selection: 'Retired' });
  });

  it("stores ticked choices as true and 'Other' as its text, clearing an empty map", () => {
    const ticked = withCheckbox(null, 'Office', true);
    expect(ticked).toEqual({ Office: true });
    const other = withCheckbox(ticked, 'Other', true);
    expect(other).toEqual({ Office: true, Other: true });
    expect(withCheckbox(other, 'Other', true, 'Boat')).toEqual({ Office: true, Other: 'Boat' });
    expect(withCheckbox({ Office: true, Other: 'Boat' }, 'Other', true)).toEqual({ Office: true, Other: 'Boat' });
    expect(withCheckbox({ Office: true }, 'Office', false)).toBeNull();
  });

  it('keeps one value per multiText field and clears when all are empty', () => {
    expect(withMultiTextField(null, 3, 1, 'x')).toEqual(['', 'x', '']);
    expect(withMultiTextField(['', 'x', ''], 3, 1, '')).toBeNull();
  });
});
