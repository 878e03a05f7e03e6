import type { PlanFeaturesDto } from '@career/sync-server/public/contract/plan-features-schema';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import planFeatures from '../../../../sync-server/content/plan-features.json';
import { PLANS } from '../../test/fixtures';
import { PlanComparisonTable } from './plan-comparison-table';

function renderTable(rows: PlanFeaturesDto['rows']) {
  render(
    <FluentProvider theme={webLightTheme}>
      <PlanComparisonTable plans={PLANS} rows={rows} />
    </FluentProvider>,
  );
  return (name: string) => screen.getAllByRole('row').find((candidate) => candidate.textContent?.includes(name)) as HTMLElement;
}

describe('PlanComparisonTable', () => {
  it('ticks each feature of the content file for exactly the plans that include it', () => {
    const row = renderTable((planFeatures as PlanFeaturesDto).rows);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Feature', 'Free', 'Essential', 'Premium']);
    const interview = within(row('Psychosocial Interview'));
    expect(interview.getByRole('img', { name: 'Not included in Free' })).toBeInTheDocument();
    expect(interview.getByRole('img', { name: 'Not included in Essential' })).toBeInTheDocument();
    expect(interview.getByRole('img', { name: 'Included in Premium' })).toBeInTheDocument();
    const results = within(row('Results Session'));
    expect(results.getByRole('img', { name: 'Not included in Free' })).toBeInTheDocument();
    expect(results.getByRole('img', { name: 'Included in Essential' })).toBeInTheDocument();
    expect(within(row('Career Values Card Sort')).getAllByRole('img', { name: /^Included/ })).toHaveLength(3);
    expect(within(row('Results Session')).getByRole('button', { name: 'About Results Session' })).toBeInTheDocument();
  });

  it("shows the content's names in its order, with 'No description available' for a missing info", () => {
    const row = renderTable([
      { id: 'results-session', feature: 'Talk it through', info: 'Forty-five minutes.' },
      { id: 'neo', feature: 'Your personality' },
    ]);
    expect(screen.getAllByRole('row').slice(1).map((candidate) => candidate.textContent?.replace(/[—]/g, ''))).toEqual(['Talk it through', 'Your personality']);
    expect(within(row('Your personality')).getAllByRole('img', { name: /^Included/ })).toHaveLength(3);
    expect(within(row('Talk it through')).getByRole('img', { name: 'Not included in Free' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'About Your personality' })).toHaveAccessibleDescription('No description available');
    expect(screen.getByRole('button', { name: 'About Talk it through' })).toHaveAccessibleDescription('Forty-five minutes.');
  });
});
