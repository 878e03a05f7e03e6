import { readinessDefinition } from '@career/scoring/readiness/readiness-definition';
import type { ReadinessStage } from '@career/scoring/readiness/readiness-definition';
import { scoreReadiness } from '@career/scoring/readiness/score-readiness';
import type { ResultTextsDto } from '@career/sync-server/public/contract/result-texts-schema';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReadinessView, signedScore } from './readiness-view';

/** Answers giving every statement of a stage one value. */
function byStage(values: Record<ReadinessStage, string>): string[] {
  return readinessDefinition.items.map((item) => values[item.stage]);
}

const TEXTS: NonNullable<ResultTextsDto['readiness']> = {
  description: 'Where you stand on changing careers today.',
  stages: {
    Precontemplation: 'A change is not on your agenda right now.',
    Contemplation: 'You are weighing a change.',
    Action: 'You are already making changes.',
  },
};

function stageItem(stage: string): HTMLElement {
  const list = screen.getByRole('list', { name: 'Score per stage' });
  const heading = within(list).getByRole('heading', { level: 3, name: stage });
  const item = heading.closest('li');
  if (item === null) throw new Error(`No list item for ${stage}`);
  return item;
}

describe('ReadinessView', () => {
  it('shows the stage, a bar and a score out of 8 per stage, and the explanation of each stage', () => {
    const result = scoreReadiness(byStage({ Precontemplation: '-1', Contemplation: '1', Action: '0' }));
    expect(result.scores.map(({ score }) => score)).toEqual([-4, 4, 0]);
    render(<ReadinessView result={result} texts={TEXTS} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Readiness for Change' })).toBeInTheDocument();
    expect(screen.getByText('Your stage: Contemplation')).toBeInTheDocument();
    expect(screen.getByText(TEXTS.description ?? '')).toBeInTheDocument();

    const expected: [ReadinessStage, string][] = [
      ['Precontemplation', '\u22124'],
      ['Contemplation', '4'],
      ['Action', '0'],
    ];
    for (const [stage, score] of expected) {
      const item = stageItem(stage);
      expect(within(item).getByText(`${score} of 8`)).toBeInTheDocument();
      expect(within(item).getByRole('img', { name: `${stage}: score ${score} of 8, on a scale from \u22128 to 8` })).toBeInTheDocument();
      expect(within(item).getByText(TEXTS.stages?.[stage] ?? '')).toBeInTheDocument();
    }
    expect(within(stageItem('Contemplation')).getByText('Your stage')).toBeInTheDocument();
    expect(stageItem('Contemplation')).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByText('Your stage')).toHaveLength(1);
  });

  it('marks only the later stage of a tie (P = C = 4 goes to Contemplation)', () => {
    const result = scoreReadiness(byStage({ Precontemplation: '1', Contemplation: '1', Action: '-1' }));
    expect(result.stage).toBe('Contemplation');
    render(<ReadinessView result={result} texts={TEXTS} />);
    expect(screen.getByText('Your stage: Contemplation')).toBeInTheDocument();
    expect(within(stageItem('Precontemplation')).getByText('4 of 8')).toBeInTheDocument();
    expect(within(stageItem('Precontemplation')).queryByText('Your stage')).not.toBeInTheDocument();
    expect(within(stageItem('Contemplation')).getByText('Your stage')).toBeInTheDocument();
  });

  it('draws the lowest scores (all -2, a three-way tie at -8) as full bars to the left', () => {
    const result = scoreReadiness(Array(12).fill('-2'));
    render(<ReadinessView result={result} texts={TEXTS} />);
    expect(screen.getByText(`Your stage: ${result.stage}`)).toBeInTheDocument();
    expect(screen.getAllByText('\u22128 of 8')).toHaveLength(3);
    for (const { stage } of result.scores) {
      const chart = within(stageItem(stage)).getByRole('img');
      expect(chart).toHaveAccessibleName(`${stage}: score \u22128 of 8, on a scale from \u22128 to 8`);
      const fill = chart.querySelector<HTMLElement>('[style*="width"]');
      expect(fill?.style.left).toBe('0%');
      expect(fill?.style.width).toBe('50%');
    }
    expect(screen.getAllByText('Your stage')).toHaveLength(1);
  });

  it('draws the highest scores (all 2, a three-way tie at 8) as full bars to the right', () => {
    const result = scoreReadiness(Array(12).fill('2'));
    expect(result.stage).toBe('Action');
    render(<ReadinessView result={result} texts={TEXTS} />);
    expect(screen.getByText('Your stage: Action')).toBeInTheDocument();
    expect(screen.getAllByText('8 of 8')).toHaveLength(3);
    const fill = within(stageItem('Action')).getByRole('img').querySelector<HTMLElement>('[style*="width"]');
    expect(fill?.style.left).toBe('50%');
    expect(fill?.style.width).toBe('50%');
    expect(within(stageItem('Action')).getByText('Your stage')).toBeInTheDocument();
  });

  it("says 'No description available' for each missing text", () => {
    render(<ReadinessView result={scoreReadiness(Array(12).fill('0'))} texts={undefined} />);
    expect(screen.getAllByText('0 of 8')).toHaveLength(3);
    expect(screen.getAllByText('No description available')).toHaveLength(4);
  });

  it('writes negative scores with a minus sign', () => {
    expect(signedScore(-3)).toBe('\u22123');
    expect(signedScore(0)).toBe('0');
    expect(signedScore(5)).toBe('5');
  });
});
