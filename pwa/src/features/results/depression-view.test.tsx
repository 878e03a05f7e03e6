import { depressionDefinition } from '@career/scoring/depression/depression-definition';
import type { DepressionResult } from '@career/scoring/depression/score-depression';
import { scoreDepression } from '@career/scoring/depression/score-depression';
import type { ResultTextsDto } from '@career/sync-server/public/contract/result-texts-schema';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DepressionView, depressionScaleBands } from './depression-view';

const ITEM_COUNT = depressionDefinition.items.length;
const SAFETY_INDEX = depressionDefinition.items.findIndex((item) => item.id === depressionDefinition.safetyRule.itemId);

/** Answers '0'..'3' adding up to `total`, with the safety group answered `safety`. */
function answersWithTotal(total: number, safety = 0): string[] {
  const answers = Array<string>(ITEM_COUNT).fill('0');
  answers[SAFETY_INDEX] = String(safety);
  let left = total - safety;
  for (let index = 0; index < ITEM_COUNT && left > 0; index += 1) {
    if (index === SAFETY_INDEX) continue;
    const value = Math.min(3, left);
    answers[index] = String(value);
    left -= value;
  }
  return answers;
}

const TEXTS: NonNullable<ResultTextsDto['depression']> = {
  description: 'This screening looks at how you have felt over the last two weeks.',
  levels: {
    minimal: 'Your answers show few signs of low mood.',
    mild: 'Your answers show some signs of low mood.',
    moderate: 'Your answers show clear signs of low mood.',
    high: 'Your answers show many signs of low mood.',
  },
  crisis: {
    title: 'You are not alone',
    body: 'If you are thinking about ending your life, please reach out now.',
    resources: [
      { name: '988 Suicide & Crisis Lifeline', contact: 'Call or text 988', href: 'tel:988', description: 'Free and confidential, any time.' },
      { name: 'Crisis Text Line', contact: 'Text HOME to 741741', href: 'sms:741741' },
      { name: 'Find a helpline', contact: 'findahelpline.com', href: 'https://findahelpline.com' },
    ],
  },
};

function levelLabel(level: string): string {
  return depressionDefinition.bands.find((band) => band.level === level)?.label ?? '';
}

describe('DepressionView', () => {
  it('shows the lowest score (all 0) as Minimal on the 0-63 scale, without crisis resources', () => {
    const result = scoreDepression(Array(ITEM_COUNT).fill('0'));
    render(<DepressionView result={result} texts={TEXTS} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Depression Screening' })).toBeInTheDocument();
    expect(screen.getByText('Score: 0 of 63')).toBeInTheDocument();
    expect(screen.getByText('Level: Minimal')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Score 0 on a scale from 0 to 63, level Minimal' })).toBeInTheDocument();
    expect(screen.getByText(TEXTS.levels?.minimal ?? '')).toBeInTheDocument();
    expect(screen.getByText(TEXTS.description ?? '')).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.crisis?.title ?? '')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('labels the scale markers 0, 13, 21, 30 and 63 and lists each level with its score range', () => {
    render(<DepressionView result={scoreDepression(answersWithTotal(16))} texts={TEXTS} />);
    const scale = screen.getByRole('img', { name: 'Score 16 on a scale from 0 to 63, level Mild' });
    for (const marker of ['0', '13', '21', '30', '63']) {
      expect(within(scale).getByText(marker)).toBeInTheDocument();
    }
    const legend = screen.getByRole('list', { name: 'Levels' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Minimal 0–13',
      'Mild 14–20',
      'Moderate 21–29',
      'High 30–63',
    ]);
  });

  it.each([
    [13, 'Minimal'],
    [14, 'Mild'],
    [20, 'Mild'],
    [21, 'Moderate'],
    [29, 'Moderate'],
    [30, 'High'],
  ])('shows the band boundary score %i as %s', (total, label) => {
    const result = scoreDepression(answersWithTotal(total));
    expect(result.score).toBe(total);
    expect(levelLabel(result.depressionLevel)).toBe(label);
    render(<DepressionView result={result} texts={TEXTS} />);
    expect(screen.getByText(`Score: ${total} of 63`)).toBeInTheDocument();
    expect(screen.getByText(`Level: ${label}`)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Score ${total} on a scale from 0 to 63, level ${label}` })).toBeInTheDocument();
    expect(screen.getByText(TEXTS.levels?.[result.depressionLevel] ?? '')).toBeInTheDocument();
  });

  it('shows the highest score (all 3) as High, with the stronger crisis card first', () => {
    const result = scoreDepression(Array(ITEM_COUNT).fill('3'));
    expect(result.safetyFlag).toBe(true);
    render(<DepressionView result={result} texts={TEXTS} />);
    expect(screen.getByText('Score: 63 of 63')).toBeInTheDocument();
    expect(screen.getByText('Level: High')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: depressionDefinition.safetyCards.plans.title })).toBeInTheDocument();
  });

  it('puts the crisis resources above everything else, as a named region with real links', () => {
    const answers = Array<string>(ITEM_COUNT).fill('0');
    answers[SAFETY_INDEX] = '1';
    const result = scoreDepression(answers);
    expect(result.safetyFlag).toBe(true);
    render(<DepressionView result={result} texts={TEXTS} />);

    const crisis = screen.getByRole('region', { name: 'You are not alone' });
    expect(within(crisis).getByRole('heading', { level: 3, name: 'You are not alone' })).toBeInTheDocument();
    expect(within(crisis).getByText(TEXTS.crisis?.body ?? '')).toBeInTheDocument();
    expect(within(crisis).getByRole('link', { name: 'Call or text 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(crisis).getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute('href', 'sms:741741');
    expect(within(crisis).getByRole('link', { name: 'findahelpline.com' })).toHaveAttribute('href', 'https://findahelpline.com');
    expect(within(crisis).getByText('988 Suicide & Crisis Lifeline')).toBeInTheDocument();
    expect(within(crisis).getByText('Free and confidential, any time.')).toBeInTheDocument();
    // Calm, not an alarm: no alert role.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Document order: the crisis block comes before the score, its scale and every text.
    const score = screen.getByText('Score: 1 of 63');
    const section = screen.getByRole('region', { name: 'Depression Screening' });
    expect(crisis.compareDocumentPosition(score) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(crisis.compareDocumentPosition(screen.getByRole('img', { name: /^Score 1 / })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const heading = within(section).getByRole('heading', { level: 2 });
    const firstAfterHeading = heading.nextElementSibling;
    expect(firstAfterHeading).toBe(crisis);
  });

  it('still shows a whole crisis card, in the built-in words and lines, when the content service has no crisis texts', () => {
    const answers = Array<string>(ITEM_COUNT).fill('0');
    answers[SAFETY_INDEX] = '2';
    render(<DepressionView result={scoreDepression(answers)} texts={undefined} />);
    const { thoughts } = depressionDefinition.safetyCards;
    const crisis = screen.getByRole('region', { name: thoughts.title });
    expect(crisis).toBe(screen.getByTestId('crisis-resources'));
    expect(within(crisis).getByText(thoughts.body)).toBeInTheDocument();
    expect(within(crisis).getByRole('link', { name: 'Call or text 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(crisis).getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute('href', 'sms:741741');
    expect(within(crisis).getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    expect(within(crisis).queryByText('No description available')).not.toBeInTheDocument();
  });

  it("shows the stronger card when the result's safety level is 'plans': the content's urgent words, else the built-in ones", () => {
    const answers = Array<string>(ITEM_COUNT).fill('0');
    answers[SAFETY_INDEX] = '3';
    const result = scoreDepression(answers);
    expect(result.safetyLevel).toBe('plans');
    const { plans } = depressionDefinition.safetyCards;

    const { unmount } = render(<DepressionView result={result} texts={TEXTS} />);
    const builtIn = screen.getByTestId('crisis-resources');
    expect(builtIn).toHaveAttribute('data-crisis-level', 'plans');
    expect(within(builtIn).getByRole('heading', { level: 3, name: plans.title })).toBeInTheDocument();
    expect(within(builtIn).getByText(/Please call or text 988 now/)).toBeInTheDocument();
    // The lines are still the content's.
    expect(within(builtIn).getByRole('link', { name: 'findahelpline.com' })).toHaveAttribute('href', 'https://findahelpline.com');
    expect(screen.queryByRole('region', { name: 'You are not alone' })).not.toBeInTheDocument();
    unmount();

    const urgent = { title: 'Please reach out right now', body: 'You told us you have been making plans. Call 988 now.' };
    render(<DepressionView result={result} texts={{ ...TEXTS, crisis: { ...TEXTS.crisis, urgent } }} />);
    const fromContent = screen.getByRole('region', { name: urgent.title });
    expect(fromContent).toBe(screen.getByTestId('crisis-resources'));
    expect(within(fromContent).getByText(urgent.body)).toBeInTheDocument();
  });

  it('shows the usual card for a result stored before safetyLevel existed (safetyFlag alone)', () => {
    const answers = Array<string>(ITEM_COUNT).fill('0');
    answers[SAFETY_INDEX] = '3';
    const { safetyLevel: _dropped, ...stored } = scoreDepression(answers);
    render(<DepressionView result={stored as DepressionResult} texts={TEXTS} />);
    const crisis = screen.getByTestId('crisis-resources');
    expect(crisis).toHaveAttribute('data-crisis-level', 'thoughts');
    expect(within(crisis).getByRole('heading', { level: 3, name: 'You are not alone' })).toBeInTheDocument();
  });

  it("shows no crisis card for a high total alone ('high-total' without the self-harm group)", () => {
    const result = scoreDepression(answersWithTotal(40));
    expect(result.safetyLevel).toBe('high-total');
    expect(result.safetyFlag).toBe(false);
    render(<DepressionView result={result} texts={TEXTS} />);
    expect(screen.queryByTestId('crisis-resources')).not.toBeInTheDocument();
  });

  it("says 'No description available' for the missing level text and description", () => {
    render(<DepressionView result={scoreDepression(answersWithTotal(22))} texts={undefined} />);
    expect(screen.getByText('Level: Moderate')).toBeInTheDocument();
    expect(screen.getAllByText('No description available')).toHaveLength(2);
  });
});

describe('depressionScaleBands', () => {
  it('draws each band of whole scores between the half points, covering 0..63 without gaps', () => {
    const bands = depressionScaleBands();
    expect(bands.map(({ from, to }) => [from, to])).toEqual([
      [0, 13.5],
      [13.5, 20.5],
      [20.5, 29.5],
      [29.5, 63],
    ]);
  });
});
