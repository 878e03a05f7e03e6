import { describe, expect, it } from 'vitest';
import { answerLines, holdsAnswer } from './interview-answer-lines';
import type { InterviewAnswer, InterviewQuestion } from './interview-types';

const radio = { type: 'radio', question: 'Q', choices: ['A', 'Other'] } as const;
const checkbox = { type: 'checkbox', question: 'Q', choices: ['A', 'B', 'Other'] } as const;
const text = { type: 'text', question: 'Q', characterLimit: 10, lines: 1 } as const;
const multi = { type: 'multiText', question: 'Q', textFields: [{ label: 'One', characterLimit: 10 }, { label: 'Two', characterLimit: 10 }] } as const;

describe('answerLines', () => {
  it('writes each kind of answer as the admin reads it', () => {
    expect(answerLines(radio, { selection: 'A' })).toEqual(['A']);
    expect(answerLines(radio, { selection: 'Other', other: 'Sailing' })).toEqual(['Other: Sailing']);
    expect(answerLines(checkbox, { A: true, B: false, Other: 'Gardening' })).toEqual(['A', 'Other: Gardening']);
    expect(answerLines(text, '42')).toEqual(['42']);
    expect(answerLines(multi, ['Lead'])).toEqual(['One: Lead', 'Two: ']);
  });

  it("is 'No Answer' (null) for an answer that says nothing or has the wrong shape", () => {
    expect(answerLines(radio, { selection: '' })).toBeNull();
    expect(answerLines(radio, 'A')).toBeNull();
    expect(answerLines(checkbox, { A: false })).toBeNull();
    expect(answerLines(checkbox, ['A'])).toBeNull();
    expect(answerLines(text, '   ')).toBeNull();
    expect(answerLines(multi, ['', ' '])).toBeNull();
    expect(answerLines(text, null)).toBeNull();
    expect(answerLines(text, undefined)).toBeNull();
  });

  it("counts a ticked 'Other' left blank as ticked, as the questions shown after it do (isTicked)", () => {
    expect(answerLines(checkbox, { A: false, Other: '  ' })).toEqual(['Other']);
  });
});

describe('holdsAnswer', () => {
  it('is true exactly when answerLines has a line, so the brief and the interview view agree', () => {
    const cases: [InterviewQuestion, InterviewAnswer][] = [
      [radio, { selection: 'A' }],
      [radio, { selection: '' }],
      [checkbox, { A: false, Other: '  ' }],
      [checkbox, { A: false }],
      [text, '   '],
      [multi, ['', 'Lead']],
      [multi, ['', ' ']],
    ];
    for (const [question, answer] of cases) expect(holdsAnswer(question, answer)).toBe(answerLines(question, answer) !== null);
    expect(holdsAnswer(checkbox, { Other: '' })).toBe(true);
    expect(holdsAnswer(text, '42')).toBe(true);
  });
});
