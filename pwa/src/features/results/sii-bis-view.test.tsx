import { interpretSii } from '@career/scoring/sii/interpret-sii';
import { siiInput } from '@career/scoring/sii/sii-test-fixtures';
import type { SiiResult } from '@career/scoring/sii/sii-types';
import type { ResultTextsDto } from '@career/sync-server/public/contract/result-texts-schema';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { levelOfT } from '@career/scoring/t-score-level';
import { describe, expect, it } from 'vitest';
import { DEMO_SII_PROVIDER_RESULT } from '@career/sync-server/provider/data/demo-provider-results';
import { SiiBisView } from './sii-bis-view';

function renderBis(result: SiiResult, texts?: ResultTextsDto['sii']) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <SiiBisView result={result} texts={texts} />
    </FluentProvider>,
  );
}

function table(): HTMLElement {
  return screen.getByRole('table', { name: 'All Basic Interest Scales' });
}

/** The names in the table's rows, top to bottom. */
function rowNames(): string[] {
  return within(table())
    .queryAllByRole('rowheader')
    .map((th) => th.textContent?.replace(/Top 5$/, '') ?? '');
}

function header(name: string): HTMLElement {
  return within(table()).getByRole('columnheader', { name });
}

function chip(name: string): HTMLElement {
  return within(screen.getByRole('group', { name: 'Filter by theme' })).getByRole('button', { name });
}

describe('SiiBisView', () => {
  it('shows the description and the top 5 interest areas of the demo data', () => {
    renderBis(interpretSii(DEMO_SII_PROVIDER_RESULT), { basicInterests: 'Basic Interest Scales measure your interest in specific areas.' });
    expect(screen.getByRole('region', { name: 'Basic Interest Scales' })).toHaveAttribute('data-result-section', 'sii-bis');
    expect(screen.getByText('Basic Interest Scales measure your interest in specific areas.')).toBeInTheDocument();
    const top = screen.getByRole('list', { name: 'Your top 5 interest areas' });
    expect(within(top).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1Visual Arts & DesignAArtisticScore 66 · High',
      '2Counseling & HelpingSSocialScore 64 · High',
      '3Writing & Mass CommunicationAArtisticScore 63 · High',
      '4Teaching & EducationSSocialScore 60 · Average',
      '5ResearchIInvestigativeScore 58 · Average',
    ]);
  });

  it('lists every scale highest first, marking the top 5, with a bar on the 25-75 chart', () => {
    renderBis(interpretSii(DEMO_SII_PROVIDER_RESULT));
    expect(within(table()).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Interest area',
      'Theme',
      'Score',
      'Level',
      'Chart, 25 to 75253545556575',
    ]);
    expect(header('Score')).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 13 of 13 scales');
    expect(rowNames().slice(0, 6)).toEqual(['Visual Arts & Design', 'Counseling & Helping', 'Writing & Mass Communication', 'Teaching & Education', 'Research', 'Performing Arts']);
    expect(within(table()).getAllByText('Top 5')).toHaveLength(5);
    const first = within(table()).getAllByRole('row')[1];
    if (!first) throw new Error('no first row');
    expect([...first.children].map((cell) => cell.textContent)).toEqual(['Visual Arts & DesignTop 5', 'AArtistic', '66', 'High', '']);
    const fill = screen.getByRole('img', { name: 'Visual Arts & Design, 66 on a scale of 25 to 75, High' }).querySelector('[data-bar-fill]');
    expect(fill).toHaveStyle({ width: '82%' });
    expect(screen.getByRole('img', { name: 'Sales, 36 on a scale of 25 to 75, Low' }).querySelector('[data-bar-fill]')).toHaveStyle({ width: '22%' });
    expect(screen.getByText('Level: a score above 60 is High, below 40 is Low, and 40 to 60 is Average.')).toBeInTheDocument();
  });

  it('sorts by a click on a column header and says so with aria-sort', async () => {
    const user = userEvent.setup();
    renderBis(interpretSii(DEMO_SII_PROVIDER_RESULT));
    await user.click(within(header('Interest area')).getByRole('button', { name: 'Interest area' }));
    expect(rowNames()[0]).toBe('Counseling & Helping');
    expect(header('Interest area')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Score')).not.toHaveAttribute('aria-sort');

    await user.click(within(header('Interest area')).getByRole('button'));
    expect(rowNames()[0]).toBe('Writing & Mass Communication');
    expect(header('Interest area')).toHaveAttribute('aria-sort', 'descending');

    // Scores start highest first; a second click puts the lowest first.
    await user.click(within(header('Score')).getByRole('button'));
    expect(header('Score')).toHaveAttribute('aria-sort', 'descending');
    expect(rowNames()[0]).toBe('Visual Arts & Design');
    await user.click(within(header('Score')).getByRole('button'));
    expect(header('Score')).toHaveAttribute('aria-sort', 'ascending');
    expect(rowNames()[0]).toBe('Sales');

    // By keyboard: the theme header's button sorts A to Z by theme letter.
    within(header('Theme')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header('Theme')).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table()).getAllByRole('row')[1]?.children[1]).toHaveTextContent('Artistic');
  });

  it('filters by a theme chip (aria-pressed) and announces how many rows show', async () => {
    const user = userEvent.setup();
    renderBis(interpretSii(DEMO_SII_PROVIDER_RESULT));
    const chips = within(screen.getByRole('group', { name: 'Filter by theme' })).getAllByRole('button');
    expect(chips.map((button) => button.textContent)).toEqual(['All', 'RRealistic', 'IInvestigative', 'AArtistic', 'SSocial', 'EEnterprising', 'CConventional']);
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');

    await user.click(chip('Artistic'));
    expect(chip('Artistic')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('All')).toHaveAttribute('aria-pressed', 'false');
    expect(rowNames()).toEqual(['Visual Arts & Design', 'Writing & Mass Communication', 'Performing Arts']);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Showing 3 of 13 scales');
    expect(status).toHaveAttribute('aria-live', 'polite');

    // Sorting applies within the filter.
    await user.click(within(header('Interest area')).getByRole('button'));
    expect(rowNames()).toEqual(['Performing Arts', 'Visual Arts & Design', 'Writing & Mass Communication']);

    // By keyboard: Space on another chip; pressing the pressed chip again shows all.
    chip('Conventional').focus();
    await user.keyboard(' ');
    expect(rowNames()).toEqual(['Office Management', 'Programming & Information Systems']);
    expect(status).toHaveTextContent('Showing 2 of 13 scales');
    await user.click(chip('Conventional'));
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    expect(status).toHaveTextContent('Showing 13 of 13 scales');
  });

  it('says when a theme has no scales', async () => {
    const user = userEvent.setup();
    const input = siiInput('f');
    renderBis(interpretSii({ ...input, siiMeasures: { ...input.siiMeasures, BIS: input.siiMeasures.BIS.filter((m) => m.theme !== 'realistic') } }));
    await user.click(chip('Realistic'));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 8 scales');
    expect(screen.getByText('No scales in this theme.')).toBeInTheDocument();
  });

  it("orders tied scores by theme (R, I, A, S, E, C) in the top 5, and says 'No description available' without texts", () => {
    renderBis(interpretSii(siiInput('m')), undefined);
    const top = screen.getByRole('list', { name: 'Your top 5 interest areas' });
    expect(within(top).getAllByRole('paragraph').map((name) => name.textContent)).toEqual([
      'Counseling & Helping',
      'Science',
      'Research',
      'Writing & Mass Communication',
      'Teaching & Education',
    ]);
    expect(screen.getByText('No description available')).toBeInTheDocument();
  });

  it("shows one level per scale: the provider's where it sends one (marked), the rule's otherwise, the same in the cards and the table", () => {
    const sent: Record<string, string> = { 'Visual Arts & Design': 'Very High', Sales: 'Little', 'Teaching & Education': 'High' };
    const input = structuredClone(DEMO_SII_PROVIDER_RESULT);
    input.siiMeasures.BIS = input.siiMeasures.BIS.map((m) => (sent[m.name] ? { ...m, level: sent[m.name] } : m));
    renderBis(interpretSii(input));
    expect(within(table()).getAllByRole('columnheader').filter((th) => /level/i.test(th.textContent ?? ''))).toHaveLength(1);
    expect(screen.getByText('Level: as reported by the test provider where marked *; otherwise a score above 60 is High, below 40 is Low, and 40 to 60 is Average.')).toBeInTheDocument();
    const top = screen.getByRole('list', { name: 'Your top 5 interest areas' });
    expect(within(top).getAllByRole('listitem')[0]).toHaveTextContent('Score 66 · Very High* (reported by the test provider)');
    expect(screen.getByRole('img', { name: 'Visual Arts & Design, 66 on a scale of 25 to 75, Very High' })).toBeInTheDocument();

    // Every level shown for a scale (its top-5 card and its table row) is the one expected.
    const shown = new Map<string, string[]>();
    for (const item of within(top).getAllByRole('listitem')) {
      const name = within(item).getByRole('paragraph').textContent ?? '';
      shown.set(name, [...(shown.get(name) ?? []), ...[...item.querySelectorAll('[data-sii-level]')].map((el) => el.textContent ?? '')]);
    }
    for (const row of within(table()).getAllByRole('row').slice(1)) {
      const name = within(row).getByRole('rowheader').textContent?.replace(/Top 5$/, '') ?? '';
      shown.set(name, [...(shown.get(name) ?? []), ...[...row.querySelectorAll('[data-sii-level]')].map((el) => el.textContent ?? '')]);
    }
    expect(shown.size).toBe(input.siiMeasures.BIS.length);
    for (const m of input.siiMeasures.BIS) {
      const levels = shown.get(m.name) ?? [];
      expect(levels.length).toBeGreaterThanOrEqual(1);
      expect(new Set(levels)).toEqual(new Set([sent[m.name] ?? levelOfT(m.value)]));
    }
    expect(shown.get('Teaching & Education')).toEqual(['High', 'High']);
    expect(shown.get('Sales')).toEqual(['Little']);
  });
});
