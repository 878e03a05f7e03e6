import { scoreDepression } from '@career/scoring/depression/score-depression';
import { interpretMbti } from '@career/scoring/mbti/interpret-mbti';
import { interpretSii } from '@career/scoring/sii/interpret-sii';
import { DEMO_ANSWERS } from '@career/sync-server/answers/data/demo-answers';
import { DEMO_MBTI_PROVIDER_RESULT, DEMO_SII_PROVIDER_RESULT } from '@career/sync-server/provider/data/demo-provider-results';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResultsMenu } from './results-menu';
import type { ResultSet } from './results-model';

const depression = scoreDepression(DEMO_ANSWERS['depression-screening']);
const full: ResultSet = { depression, mbti: interpretMbti(DEMO_MBTI_PROVIDER_RESULT), sii: interpretSii(DEMO_SII_PROVIDER_RESULT) };

function menu() {
  return within(screen.getByRole('navigation', { name: 'Results' }));
}

describe('ResultsMenu', () => {
  it("lists the spec's items in order; items without results are disabled but focusable", async () => {
    const onSelect = vi.fn();
    render(<ResultsMenu results={{ depression }} current={null} onSelect={onSelect} />);
    const labels = menu()
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels).toEqual([
      'Depression Screening',
      'Readiness for Change',
      'Strong Interest Inventory',
      'Myers Briggs Type Indicator-Form M',
      'NEO Personality Inventory',
      'Career Values Card Sort',
    ]);
    const neo = menu().getByRole('button', { name: 'NEO Personality Inventory' });
    expect(neo).toHaveAttribute('aria-disabled', 'true');
    expect(menu().getByRole('button', { name: 'Strong Interest Inventory' })).toHaveAttribute('aria-disabled', 'true');
    expect(menu().getByRole('button', { name: 'Depression Screening' })).not.toHaveAttribute('aria-disabled');

    const events = userEvent.setup();
    await events.click(neo);
    expect(onSelect).not.toHaveBeenCalled();
    await events.click(menu().getByRole('button', { name: 'Depression Screening' }));
    expect(onSelect).toHaveBeenCalledWith('depression-screening');
  });

  it('expands the Strong Interest Inventory to its five parts, by keyboard', async () => {
    const onSelect = vi.fn();
    render(<ResultsMenu results={full} current={null} onSelect={onSelect} />);
    const sii = menu().getByRole('button', { name: 'Strong Interest Inventory' });
    expect(sii).toHaveAttribute('aria-expanded', 'false');
    expect(menu().queryByRole('button', { name: 'Basic Interest Scales' })).toBeNull();
    const events = userEvent.setup();
    sii.focus();
    await events.keyboard('{Enter}');
    expect(sii).toHaveAttribute('aria-expanded', 'true');
    const parts = within(document.getElementById(sii.getAttribute('aria-controls') ?? '') as HTMLElement)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(parts).toEqual(['General Occupational Themes', 'Basic Interest Scales', 'Occupational Scales', 'Personal Style Scales', 'Skills Confidence Inventory']);
    await events.click(menu().getByRole('button', { name: 'Occupational Scales' }));
    expect(onSelect).toHaveBeenCalledWith('sii-os');
  });

  it('marks the current view and keeps its group open', () => {
    render(<ResultsMenu results={full} current="sii-pss" onSelect={vi.fn()} />);
    expect(menu().getByRole('button', { name: 'Strong Interest Inventory' })).toHaveAttribute('aria-expanded', 'true');
    expect(menu().getByRole('button', { name: 'Personal Style Scales' })).toHaveAttribute('aria-current', 'page');
    expect(menu().getByRole('button', { name: 'Depression Screening' })).not.toHaveAttribute('aria-current');
  });

  it('in a narrow window sits behind one button that names the view shown, and closes on a choice', async () => {
    const onSelect = vi.fn();
    const { rerender } = render(<ResultsMenu results={full} current={null} onSelect={onSelect} compact />);
    const toggle = menu().getByRole('button', { name: 'Results menu Choose a result' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu().getByRole('button', { name: 'Depression Screening' })).not.toBeVisible();
    const events = userEvent.setup();
    await events.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeVisible();
    await events.click(menu().getByRole('button', { name: 'Myers Briggs Type Indicator-Form M' }));
    expect(onSelect).toHaveBeenCalledWith('myers-briggs');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu().getByRole('button', { name: 'Depression Screening' })).not.toBeVisible();
    rerender(<ResultsMenu results={full} current="myers-briggs" onSelect={onSelect} compact />);
    expect(menu().getByRole('button', { name: 'Results menu Myers Briggs Type Indicator-Form M' })).toHaveAttribute('aria-expanded', 'false');
  });
});
