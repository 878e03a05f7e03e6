import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLANS } from '../../test/fixtures';
import { PlanComparisonTable } from './plan-comparison-table';

describe('PlanComparisonTable', () => {
  it('ticks each feature for exactly the plans that include it', () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <PlanComparisonTable plans={PLANS} />
      </FluentProvider>,
    );
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Feature', 'Free', 'Essential', 'Premium']);
    const row = (name: string) => screen.getAllByRole('row').find((candidate) => candidate.textContent?.includes(name)) as HTMLElement;
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
});
