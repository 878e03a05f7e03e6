import { interpretSii } from '@career/scoring/sii/interpret-sii';
import { siiInput } from '@career/scoring/sii/sii-test-fixtures';
import type { SiiResult } from '@career/scoring/sii/sii-types';
import type { ResultTextsDto } from '@career/sync-server/public/contract/result-texts-schema';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { levelWithBoundary } from '@career/scoring/level-boundary';
import { levelOfT } from '@career/scoring/t-score-level';
import fc from 'fast-check';
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
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Theme', 'Score', '95% range', 'Chart, 25 to 75253545556575', 'Level']);
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col');
    // 95% range: +/- 1.96 x 10 sqrt(1 - .90) = 6.2; every demo theme's range reaches past 40 or 60
    expect(topRows()).toEqual([
      ['AArtistic', '64', '58–70', '', 'High, near the boundary with Average'],
      ['SHelpers', '61', '55–67', '', 'High, near the boundary with Average'],
      ['IInvestigative', '56', '50–62', '', 'Average, near the boundary with High'],
    ]);
    expect(screen.getByText('Level: a score above 60 is High, below 40 is Low, and 40 to 60 is Average.')).toBeInTheDocument();
    expect(screen.getByText(/The bar around each score is its margin of error \(a 95% range\)/)).toBeInTheDocument();
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    // Bars on the 25-75 chart: (64 - 25) / 50 = 78%; the range 57.8-70.2 from 65.6% to 90.4%.
    expect(fillOf('Artistic, 64 on a scale of 25 to 75, margin of error 58 to 70, High, near the boundary with Average')).toHaveStyle({ left: '0%', width: '78%' });
    const range = screen.getByRole('img', { name: /^Artistic, 64/ }).querySelector<HTMLElement>('[data-score-range] > div');
    expect(parseFloat(range?.style.left ?? '')).toBeCloseTo(65.6, 5);
    expect(parseFloat(range?.style.width ?? '')).toBeCloseTo(24.8, 5);
    expect(fillOf('Helpers, 61 on a scale of 25 to 75, margin of error 55 to 67, High, near the boundary with Average')).toHaveStyle({ width: '72%' });
    expect(fillOf('Investigative, 56 on a scale of 25 to 75, margin of error 50 to 62, Average, near the boundary with High')).toHaveStyle({ width: '62%' });
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
    expect(topRows().map(([theme, score, , , level]) => [theme, score, level])).toEqual([
      ['IInvestigative', '100', 'High'],
      ['SSocial', '80', 'High'],
      ['EEnterprising', '75', 'High'],
    ]);
    expect(fillOf('Investigative, 100 on a scale of 25 to 75, margin of error 94 to 106, High')).toHaveStyle({ width: '100%' });
    expect(fillOf('Social, 80 on a scale of 25 to 75, margin of error 74 to 86, High')).toHaveStyle({ width: '100%' });
    unmount();
    renderGot(interpretSii(siiInput('m', [20, 20, 20, 20, 20, 20])), undefined);
    expect(fillOf('Realistic, 20 on a scale of 25 to 75, margin of error 14 to 26, Low')).toHaveStyle({ width: '0%' });
    expect(topRows()[0]).toEqual(['RRealistic', '20', '14–26', '', 'Low']);
  });

  it('describes all six themes in an accordion that opens by keyboard', async () => {
    const user = userEvent.setup();
    renderGot(interpretSii(DEMO_SII_PROVIDER_RESULT), TEXTS);
    const headers = screen.getAllByRole('button', { expanded: false });
    expect(headers.map((button) => button.textContent)).toEqual([
      'RRealisticScore 41, range 35–47 · Average, near the boundary with Low',
      'IInvestigativeScore 56, range 50–62 · Average, near the boundary with High',
      'AArtisticScore 64, range 58–70 · High, near the boundary with Average',
      'SHelpersScore 61, range 55–67 · High, near the boundary with Average',
      'EEnterprisingScore 45, range 39–51 · Average, near the boundary with Low',
      'CConventionalScore 38, range 32–44 · Low, near the boundary with Average',
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
      'RRealisticScore 41, range 35–47 · Average, near the boundary with Low',
      'IInvestigativeScore 56, range 50–62 · Average, near the boundary with High',
      'AArtisticScore 64, range 58–70 · High, near the boundary with Average',
      'SHelpersScore 61, range 55–67 · High, near the boundary with Average',
      'EEnterprisingScore 45, range 39–51 · Average, near the boundary with Low',
      'CConventionalScore 38, range 32–44 · Low, near the boundary with Average',
    ]);
    expect(screen.getByText('Artistic people value self-expression.')).toBeInTheDocument();
    expect(screen.getByText('Social people like to help.')).toBeInTheDocument();
    // Four themes without a text.
    expect(screen.getAllByText('No description available')).toHaveLength(4);
  });

  describe('one level per score (issue 30)', () => {
    const RULE_NOTE = 'Level: a score above 60 is High, below 40 is Low, and 40 to 60 is Average.';

    /** Every level shown for each theme (top-themes table and descriptions), by theme letter (its badge comes first). */
    function shownLevels(): Map<string, string[]> {
      const byTheme = new Map<string, string[]>();
      const add = (container: Element) => {
        const letter = container.textContent?.charAt(0) ?? '';
        for (const level of container.querySelectorAll('[data-sii-level]')) byTheme.set(letter, [...(byTheme.get(letter) ?? []), level.textContent ?? '']);
      };
      const table = screen.getByRole('table', { name: 'Your top three themes' });
      within(table).getAllByRole('row').slice(1).forEach(add);
      screen.getAllByRole('heading', { level: 4 }).forEach(add);
      return byTheme;
    }

    function levelColumns(): string[] {
      const table = screen.getByRole('table', { name: 'Your top three themes' });
      return within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent ?? '')
        .filter((text) => /level/i.test(text));
    }

    it("gives the issue's Realistic 55 and Artistic 57 the same level in one 'Level' column, and says why", () => {
      renderGot(interpretSii(siiInput('f', [55, 50, 57, 50, 50, 50])), undefined);
      expect(levelColumns()).toEqual(['Level']);
      expect(topRows()).toEqual([
        ['AArtistic', '57', '51–63', '', 'Average, near the boundary with High'],
        ['RRealistic', '55', '49–61', '', 'Average, near the boundary with High'],
        ['IInvestigative', '50', '44–56', '', 'Average'],
      ]);
      expect(screen.getByText(RULE_NOTE)).toBeInTheDocument();
      expect(screen.queryByText(/Interest level|Score level/)).not.toBeInTheDocument();
    });

    it("shows the provider's level where it sends one, the same everywhere, and says so", () => {
      const input = siiInput('f', [55, 50, 57, 50, 50, 50]);
      input.siiMeasures.GOT = input.siiMeasures.GOT.map((m) => ({ ...m, level: m.theme === 'realistic' ? 'High' : 'Moderate' }));
      renderGot(interpretSii(input), undefined);
      expect(levelColumns()).toEqual(['Level']);
      expect(topRows().map(([theme, score, , , level]) => [theme, score, level])).toEqual([
        ['AArtistic', '57', 'Moderate'],
        ['RRealistic', '55', 'High'],
        ['IInvestigative', '50', 'Moderate'],
      ]);
      expect(screen.getByText('Level: as reported by the test provider for each scale.')).toBeInTheDocument();
      expect(screen.queryByText(RULE_NOTE)).not.toBeInTheDocument();
      expect(shownLevels().get('R')).toEqual(['High', 'High']);
      // the provider's level is shown as sent, with no boundary of our rule added
      expect(screen.getByRole('img', { name: 'Realistic, 55 on a scale of 25 to 75, margin of error 49 to 61, High' })).toBeInTheDocument();
    });

    it("marks the provider's levels when only some scales have one", () => {
      const input = siiInput('m', [45, 62, 58, 66, 49, 41]);
      input.siiMeasures.GOT = input.siiMeasures.GOT.map((m) => (m.theme === 'social' ? { ...m, level: 'Very High' } : m));
      renderGot(interpretSii(input), undefined);
      expect(topRows()).toEqual([
        ['SSocial', '66', '60–72', '', 'Very High* (reported by the test provider)'],
        ['IInvestigative', '62', '56–68', '', 'High, near the boundary with Average'],
        ['AArtistic', '58', '52–64', '', 'Average, near the boundary with High'],
      ]);
      expect(screen.getByText('Level: as reported by the test provider where marked *; otherwise a score above 60 is High, below 40 is Low, and 40 to 60 is Average.')).toBeInTheDocument();
    });

    it('shows the one level of a result stored before the level had a source (its band left unshown)', () => {
      const stored = JSON.parse(JSON.stringify(interpretSii(DEMO_SII_PROVIDER_RESULT))) as SiiResult & { got: { band?: string }[] };
      for (const list of [stored.got, stored.topThemes] as { band?: string; levelSource?: string }[][]) {
        for (const m of list) {
          m.band = 'Very High';
          delete m.levelSource;
        }
      }
      renderGot(stored, undefined);
      expect(topRows().map(([theme, , range, , level]) => [theme, range, level])).toEqual([
        ['AArtistic', '58–70', 'High, near the boundary with Average'],
        ['SSocial', '55–67', 'High, near the boundary with Average'],
        ['IInvestigative', '50–62', 'Average, near the boundary with High'],
      ]);
      expect(screen.queryByText(/Very High/)).not.toBeInTheDocument();
      expect(screen.getByText(RULE_NOTE)).toBeInTheDocument();
    });

    it("never shows two levels for a theme: each is the provider's when sent, the rule's otherwise (property)", () => {
      const score = fc.integer({ min: 0, max: 100 });
      const providerLevel = fc.option(fc.constantFrom('Very Little', 'Little', 'Moderate', 'High', 'Very High'), { nil: undefined });
      fc.assert(
        fc.property(fc.array(fc.tuple(score, providerLevel), { minLength: 6, maxLength: 6 }), fc.boolean(), (themes, expandAll) => {
          const input = siiInput('f', themes.map(([value]) => value));
          input.siiMeasures.GOT = input.siiMeasures.GOT.map((m, i) => {
            const level = themes[i]?.[1];
            return level === undefined ? m : { ...m, level };
          });
          const { unmount } = renderGot(interpretSii(input), undefined, expandAll);
          try {
            expect(levelColumns()).toEqual(['Level']);
            const shown = shownLevels();
            input.siiMeasures.GOT.forEach((m, i) => {
              // the provider's level as sent; else the rule's, with the level its range reaches past 40 or 60
              const expected = themes[i]?.[1] ?? levelWithBoundary(levelOfT(m.value), { low: m.value - 6.2, high: m.value + 6.2 });
              const levels = shown.get(m.themeCode) ?? [];
              // In the descriptions always; in the table too when the theme is in the top three.
              expect(levels.length).toBeGreaterThanOrEqual(1);
              expect(new Set(levels)).toEqual(new Set([expected]));
            });
          } finally {
            unmount();
          }
        }),
        { numRuns: 12 },
      );
    });
  });
});
