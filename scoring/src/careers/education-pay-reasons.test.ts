import { describe, expect, it } from 'vitest';
import { educationReasons, payReasons } from './education-pay-reasons';

const texts = (sided: { reasonsFor: { text: string }[]; worthKnowing: { text: string }[] }) => ({
  for: sided.reasonsFor.map((reason) => reason.text),
  against: sided.worthKnowing.map((reason) => reason.text),
});

describe('educationReasons', () => {
  it('gives enough education as a neutral fact for', () => {
    expect(educationReasons(5, 1, 'no', 0)).toEqual({ reasonsFor: [{ text: 'You have the education it usually needs (a high school diploma).', strength: 0 }], worthKnowing: [] });
  });

  it('gives a gap as worth knowing, with what the client would study, weighted by its points', () => {
    expect(educationReasons(5, 7, 'course', -4)).toEqual({
      reasonsFor: [],
      worthKnowing: [{ text: "It usually needs a master's degree; you have a bachelor's degree and would take a short course.", strength: 4 }],
    });
    expect(texts(educationReasons(1, 5, null, -8)).against).toEqual(["It usually needs a bachelor's degree; you have a high school diploma."]);
    expect(texts(educationReasons(1, 5, 'degree', -2)).against).toEqual(["It usually needs a bachelor's degree; you have a high school diploma and would study for a degree."]);
  });

  it('says nothing when either level is unknown', () => {
    expect(educationReasons(-1, 5, 'no', 0)).toEqual({ reasonsFor: [], worthKnowing: [] });
    expect(educationReasons(5, -1, 'no', 0)).toEqual({ reasonsFor: [], worthKnowing: [] });
  });
});

describe('payReasons', () => {
  it('gives pay below the minimum as worth knowing, meeting or well above it as a reason for', () => {
    expect(payReasons(60_000, 48_000, -12)).toEqual({ reasonsFor: [], worthKnowing: [{ text: 'Its median pay ($48,000) is below the $60,000 you asked for.', strength: 12 }] });
    expect(payReasons(60_000, 65_000, 0)).toEqual({ reasonsFor: [{ text: 'Its median pay ($65,000) meets the $60,000 you asked for.', strength: 0 }], worthKnowing: [] });
    expect(payReasons(60_000, 80_000, 3)).toEqual({ reasonsFor: [{ text: 'Its median pay ($80,000) is well above the $60,000 you asked for.', strength: 3 }], worthKnowing: [] });
  });

  it('says nothing when either amount is unknown', () => {
    expect(payReasons(Number.NaN, 48_000, 0)).toEqual({ reasonsFor: [], worthKnowing: [] });
    expect(payReasons(60_000, Number.NaN, 0)).toEqual({ reasonsFor: [], worthKnowing: [] });
  });
});
