import { interpretSii } from '@career/scoring/sii/interpret-sii';
import { siiInput } from '@career/scoring/sii/sii-test-fixtures';
import type { SiiResult } from '@career/scoring/sii/sii-types';
import type { ResultTextsDto } from '@career/sync-server/public/contract/result-texts-schema';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_SII_PROVIDER_RESULT } from '@career/sync-server/provider/data/demo-provider-results';
import { SiiOsView } from './sii-os-view';

function renderOs(result: SiiResult, texts?: ResultTextsDto['sii']) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <SiiOsView result={result} texts={texts} />
    </FluentProvider>,
  );
}

function table(): HTMLElement {
  return screen.getByRole('table', { name: 'Your Occupational Scales' });
}

/** The rows as the text of their cells. */
function rows(): string[][] {
  return within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent ?? ''));
}

function header(name: string): HTMLElement {
  return within(table()).getByRole('columnheader', { name });
}

function chip(name: string): HTMLElement {
  return within(screen.getByRole('group', { name: 'Filter by theme' })).getByRole('button', { name });
}

describe('SiiOsView', () => {
  it('lists the demo occupations with theme code, score and level as the Strong reads them, highest first', () => {
    renderOs(interpretSii(DEMO_SII_PROVIDER_RESULT), { occupationalScales: 'Occupational Scales compare your interests with people in each occupation.' });
    expect(screen.getByRole('region', { name: 'Occupational Scales' })).toHaveAttribute('data-result-section', 'sii-os');
    expect(screen.getByText('Occupational Scales compare your interests with people in each occupation.')).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Occupation', 'Theme code', 'Score', 'Level']);
    expect(header('Score')).toHaveAttribute('aria-sort', 'descending');
    // 40 and above: similar interests (the demo client's Graphic Designer 58 is not "Average")
    expect(rows()).toEqual([
      ['Graphic Designer', 'AArtistic', '58', 'Similar interests'],
      ['Counselor', 'SASocial, Artistic', '55', 'Similar interests'],
      ['Librarian', 'ACArtistic, Conventional', '53', 'Similar interests'],
      ['Psychologist', 'IAInvestigative, Artistic', '49', 'Similar interests'],
      ['Sales Manager', 'EEnterprising', '12', 'Dissimilar interests'],
      ['Accountant', 'CConventional', '8', 'Dissimilar interests'],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 6 of 6 occupations');
    // No chart on this table.
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(
      screen.getByText(
        'Level: 40 and above is Similar interests (likes and dislikes like those of people satisfied in the occupation), 30 to 39 is Mid-range, and below 30 is Dissimilar interests.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/a score above 60 is High/)).not.toBeInTheDocument();
  });

  it('sorts by occupation and by theme code from the headers', async () => {
    const user = userEvent.setup();
    renderOs(interpretSii(DEMO_SII_PROVIDER_RESULT));
    await user.click(within(header('Occupation')).getByRole('button', { name: 'Occupation' }));
    expect(header('Occupation')).toHaveAttribute('aria-sort', 'ascending');
    expect(rows().map(([name]) => name)).toEqual(['Accountant', 'Counselor', 'Graphic Designer', 'Librarian', 'Psychologist', 'Sales Manager']);

    within(header('Theme code')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header('Theme code')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Occupation')).not.toHaveAttribute('aria-sort');
    expect(rows().map(([name]) => name)).toEqual(['Graphic Designer', 'Librarian', 'Accountant', 'Sales Manager', 'Psychologist', 'Counselor']);
    await user.keyboard(' ');
    expect(header('Theme code')).toHaveAttribute('aria-sort', 'descending');
    expect(rows()[0]?.[0]).toBe('Counselor');
  });

  it('filters by theme: an occupation shows under every letter of its code', async () => {
    const user = userEvent.setup();
    renderOs(interpretSii(DEMO_SII_PROVIDER_RESULT));
    await user.click(chip('Artistic'));
    expect(chip('Artistic')).toHaveAttribute('aria-pressed', 'true');
    expect(rows().map(([name]) => name)).toEqual(['Graphic Designer', 'Counselor', 'Librarian', 'Psychologist']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 4 of 6 occupations');
    await user.click(chip('Conventional'));
    expect(chip('Artistic')).toHaveAttribute('aria-pressed', 'false');
    expect(rows().map(([name]) => name)).toEqual(['Librarian', 'Accountant']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 6 occupations');
    await user.click(chip('All'));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 6 of 6 occupations');
  });

  it("shows negative scores as written and Dissimilar interests, and 'No description available' without texts", async () => {
    const user = userEvent.setup();
    renderOs(interpretSii(siiInput('f')), undefined);
    await user.click(within(header('Score')).getByRole('button'));
    expect(header('Score')).toHaveAttribute('aria-sort', 'ascending');
    expect(rows()[0]).toEqual(['Accountant', 'CConventional', '-4', 'Dissimilar interests']);
    expect(rows()[2]).toEqual(['Social Worker', 'SSocial', '60', 'Similar interests']);
    expect(screen.getByText('No description available')).toBeInTheDocument();
  });

  it("shows the provider's level for each occupation it sends one for, in the one Level column, and says where it comes from", () => {
    const input = structuredClone(DEMO_SII_PROVIDER_RESULT);
    input.siiMeasures.OS = input.siiMeasures.OS.map((m) => ({ ...m, level: m.value >= 50 ? 'Similar' : m.value >= 30 ? 'Mid-range' : 'Dissimilar' }));
    renderOs(interpretSii(input));
    expect(within(table()).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Occupation', 'Theme code', 'Score', 'Level']);
    expect(rows()).toEqual([
      ['Graphic Designer', 'AArtistic', '58', 'Similar'],
      ['Counselor', 'SASocial, Artistic', '55', 'Similar'],
      ['Librarian', 'ACArtistic, Conventional', '53', 'Similar'],
      ['Psychologist', 'IAInvestigative, Artistic', '49', 'Mid-range'],
      ['Sales Manager', 'EEnterprising', '12', 'Dissimilar'],
      ['Accountant', 'CConventional', '8', 'Dissimilar'],
    ]);
    expect(screen.getByText('Level: as reported by the test provider for each scale.')).toBeInTheDocument();
    expect(screen.queryByText(/a score above 60 is High/)).not.toBeInTheDocument();
  });
});
