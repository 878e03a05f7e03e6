import { describe, expect, it } from 'vitest';
import { adjustmentReasons } from './adjustment-reasons';
import type { AdjustmentFacts } from './adjustment-reasons';
import { interestReasons } from './interest-reasons';
import { voiceWords } from './fit-voice';

const FACTS: AdjustmentFacts = {
  clientExtraversion: 2,
  jobExtraversion: 1,
  clientJudging: 2,
  jobJudging: 1,
  clientEducation: 3,
  jobEducation: 5,
  moreEducation: 'degree',
  minimumSalary: 50_000,
  medianWage: 40_000,
};
const POINTS = { interests: 40, extraversion: -4, judging: -2, education: -3, salary: -5 };

describe('the voice of a fit reason', () => {
  it('speaks to the client as "you", and of the client by name to a counselor, with the verbs agreeing', () => {
    const toClient = adjustmentReasons(FACTS, POINTS).map((reason) => reason.text);
    const toCounselor = adjustmentReasons(FACTS, POINTS, { kind: 'counselor', name: 'Casey' }).map((reason) => reason.text);
    expect(toClient.join(' ')).toMatch(/you are an introvert \(I\)/);
    expect(toCounselor).toEqual([
      'Its profile leans to an extravert (E); Casey is an introvert (I).',
      'Its profile leans to someone who likes to plan and decide (J); Casey prefers to keep options open (P).',
      expect.stringMatching(/^It usually needs .*; Casey has .* and would study for a degree\.$/),
      expect.stringMatching(/^Its median pay \(.*\) is below the \$50,000 Casey asked for\.$/),
    ]);
    expect(toCounselor.join(' ')).not.toMatch(/\byou\b|\byour\b/i);
  });

  it("names the client's themes to a counselor", () => {
    const reasons = interestReasons([70, 40, 60, 45, 50, 42], [7, 2, 5, 3, 4, 1], 0.9, { client: false, job: false }, { kind: 'counselor', name: 'Casey' });
    expect(reasons.map((reason) => reason.text).join(' ')).toMatch(/^Casey's /);
    expect(reasons.map((reason) => reason.text).join(' ')).not.toMatch(/\byour?\b/i);
    expect(voiceWords({ kind: 'counselor', name: 'Chris' }).Possessive).toBe("Chris'");
  });
});
