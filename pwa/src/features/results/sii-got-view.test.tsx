import { interpretSii } from '@career/scoring/sii/interpret-sii';
import { siiInput } from '@career/scoring/sii/sii-test-fixtures';
import type { SiiResult } from '@career/scoring/sii/sii-types';
import type { ResultTextsDto } from '@career/sync-server/public/contract/result-texts-schema';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_SII_PROVIDER_RESULT } from '@career/sync-server/provider/data/demo-provider-results';
import { SiiGotView } from './sii-got-view';

function renderGot(result: SiiResult, texts?: ResultTextsDto['sii'], expandAll?: boolean) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <SiiGotView result={result} texts={texts} expandAll={expandAll} />
    </FluentProvider>,
  );
}

/** The rows of the top-themes table as the text of their cells. */
function topRows(): string[][] {
  const table = screen.getByRole('table', { name: 'Your top three themes' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent ?? ''));
}

function fillOf(label: string): HTMLElement {
  const fill = screen.getByRole('img', { name: label }).querySelector<HTMLElement>('[data-bar-fill]');
  if (!fill) throw new Error(`no fill in ${label}`);
  return fill;
}

const TEXTS: ResultTextsDto['sii'] = {
  longDescription: 'The Strong Interest Inventory compares your interests with those of people in many occupations.',
  themes: {
    artistic: { description: 'Artistic people value self-expression.', interpretation: 'You may enjoy design and writing.' },
    social: { name: 'Helpers', description: 'Social people like to help.' },
  },
};

describe('SiiGotView', () => {
  it('shows the description, the theme code ASI and the top three themes of the demo data with scores, bars and levels', () => {
    renderGot(interpretSii(DEMO_SII_PROVIDER_RESULT), TEXTS);
    expect(screen.getByRole('region', { name: 'General Occupational Themes' })).toHaveAttribute('data-result-section', 'sii-got');
    expect(screen.getByText(/compares your interests/)).toBeInTheDocument();
    const code = screen.getByRole('group', { name: 'Your theme code' });
    expect(within(code).getByText('ASI')).toBeInTheDocument();
    expect(within(within(code).getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['AArtistic', 'SHelpers', 'IInvestigative']);

    const table = screen.getByRole('table', { name: 'Your top three themes' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Theme', 'Score', 'Chart, 25 to 75253545556575', 'Interest level', 'Score level']);
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col');
    expect(topRows()).toEqual([
      ['AArtistic', '64', '', 'High', 'High'],
      ['SHelpers', '61', '', 'High', 'High'],
      ['IInvestigative', '56', '', 'High', 'Average'],
    ]);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    // Bars on the 25-75 chart: (64 - 25) / 50 = 78%.
    expect(fillOf('Artistic, 64 on a scale of 25 to 75, High')).toHaveStyle({ left: '0%', width: '78%' });
    expect(fillOf('Helpers, 61 on a scale of 25 to 75, High')).toHaveStyle({ width: '72%' });
    expect(fillOf('Investigative, 56 on a scale of 25 to 75, High')).toHaveStyle({ width: '62%' });
  });

  it('orders tied themes R, I, A, S, E, C in the theme code and the table', () => {
    const { unmount } = renderGot(interpretSii(siiInput('f', [50, 50, 50, 50, 50, 50])), undefined);
    expect(screen.getByTestId('sii-theme-code')).toHaveTextContent('RIA');
    unmount();
    renderGot(interpretSii(siiInput('f', [40, 60, 60, 60, 30, 30])), undefined);
    expect(screen.getByTestId('sii-theme-code')).toHaveTextContent(/^IAS$/);
    expect(topRows().map(([theme, score]) => [theme, score])).toEqual([
      ['IInvestigative', '60'],
      ['AArtistic', '60'],
      ['SSocial', '60'],
    ]);
  });

  it('keeps scores outside 25-75 on the chart (clamped) while writing the real number', () => {
    const { unmount } = renderGot(interpretSii(siiInput('other', [0, 100, 20, 80, 75, 25])), undefined);
    expect(screen.getByTestId('sii-theme-code')).toHaveTextContent('ISE');
    expect(topRows().map(([theme, score, , band]) => [theme, score, band])).toEqual([
      ['IInvestigative', '100', 'Very High'],
      ['SSocial', '80', 'Very High'],
      ['EEnterprising', '75', 'Very High'],
    ]);
    expect(fillOf('Investigative, 100 on a scale of 25 to 75, Very High')).toHaveStyle({ width: '100%' });
    expect(fillOf('Social, 80 on a scale of 25 to 75, Very High')).toHaveStyle({ width: '100%' });
    unmount();
    renderGot(interpretSii(siiInput('m', [20, 20, 20, 20, 20, 20])), undefined);
    expect(fillOf('Realistic, 20 on a scale of 25 to 75, Very Little')).toHaveStyle({ width: '0%' });
    expect(topRows()[0]).toEqual(['RRealistic', '20', '', 'Very Little', 'Low']);
  });

  it('describes all six themes in an accordion that opens by keyboard', async () => {
    const user = userEvent.setup();
    renderGot(interpretSii(DEMO_SII_PROVIDER_RESULT), TEXTS);
    const headers = screen.getAllByRole('button', { expanded: false });
    expect(headers.map((button) => button.textContent)).toEqual([
      'RRealistic41 · Average interest',
      'IInvestigative56 · High interest',
      'AArtistic64 · High interest',
      'SHelpers61 · High interest',
      'EEnterprising45 · Average interest',
      'CConventional38 · Very Little interest',
    ]);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(6);
    expect(screen.queryByText('Artistic people value self-expression.')).not.toBeInTheDocument();

    const artistic = headers[2];
    if (!artistic) throw new Error('no Artistic header');
    artistic.focus();
    await user.keyboard('{Enter}');
    expect(artistic).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Artistic people value self-expression.')).toBeVisible();
    expect(screen.getByText('You may enjoy design and writing.')).toBeVisible();

    // Another item opens with Space, the first stays open; one without texts says so.
    const realistic = headers[0];
    if (!realistic) throw new Error('no Realistic header');
    realistic.focus();
    await user.keyboard(' ');
    expect(realistic).toHaveAttribute('aria-expanded', 'true');
    expect(artistic).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('No description available')).toBeInTheDocument();
  });

  it("says 'No description available' when there are no texts, and names themes itself", async () => {
    const user = userEvent.setup();
    renderGot(interpretSii(DEMO_SII_PROVIDER_RESULT), undefined);
    expect(screen.getAllByText('No description available')).toHaveLength(1);
    expect(topRows().map(([theme]) => theme)).toEqual(['AArtistic', 'SSocial', 'IInvestigative']);
    await user.click(screen.getByRole('button', { name: /Social/ }));
    expect(screen.getAllByText('No description available')).toHaveLength(2);
  });

  it('shows every theme description without toggles in the printed report (expandAll)', () => {
    renderGot(interpretSii(DEMO_SII_PROVIDER_RESULT), TEXTS, true);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
      'RRealistic41 · Average interest',
      'IInvestigative56 · High interest',
      'AArtistic64 · High interest',
      'SHelpers61 · High interest',
      'EEnterprising45 · Average interest',
      'CConventional38 · Very Little interest',
    ]);
    expect(screen.getByText('Artistic people value self-expression.')).toBeInTheDocument();
    expect(screen.getByText('Social people like to help.')).toBeInTheDocument();
    // Four themes without a text.
    expect(screen.getAllByText('No description available')).toHaveLength(4);
  });
});
