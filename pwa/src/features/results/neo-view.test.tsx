import type { NeoFacetCode } from '@career/scoring/neo/neo-codes';
import { neoDefinition } from '@career/scoring/neo/neo-definition';
import type { NeoFacetScore, NeoResult, NeoScaleScore } from '@career/scoring/neo/score-neo';
import { scoreNeo } from '@career/scoring/neo/score-neo';
import type { ResultTextsDto } from '@career/sync-server/public/contract/result-texts-schema';
import { tokens } from '@fluentui/react-components';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NeoView, neoChartBands, neoChartLabel } from './neo-view';
import { ResultAudienceProvider } from './result-audience';

const ALL_MIN = scoreNeo(Array(240).fill('0'));
const ALL_MAX = scoreNeo(Array(240).fill('4'));
const ALL_MID = scoreNeo(Array(240).fill('2'));

/**
 * Answers (all '2', 3 points per item) moved so each listed facet has the given raw score: each
 * item can move by up to 2 points, in the direction of its keying.
 */
function answersWithFacetRaw(targets: Partial<Record<NeoFacetCode, number>>): string[] {
  const answers = Array<string>(240).fill('2');
  for (const [facet, raw] of Object.entries(targets)) {
    let delta = raw - 24;
    neoDefinition.items.forEach((item, index) => {
      if (item.facet !== facet || delta === 0) return;
      const step = Math.max(-2, Math.min(2, delta));
      answers[index] = String(2 + (item.keyed === 'plus' ? step : -step));
      delta -= step;
    });
  }
  return answers;
}

const TEXTS: NonNullable<ResultTextsDto['neo']> = {
  description: 'Five broad dimensions of personality.',
  domains: Object.fromEntries(
    neoDefinition.domains.map((domain) => [
      domain.key,
      { description: `About ${domain.name}.`, low: `Low ${domain.name} text.`, high: `High ${domain.name} text.` },
    ]),
  ),
  facets: Object.fromEntries(neoDefinition.domains.flatMap((domain) => domain.facets.map((facet) => [facet.code, `About the facet ${facet.name}.`]))),
};

function domainTable(name: string): HTMLElement {
  return screen.getByRole('table', { name: new RegExp(`^${name}:`) });
}

/** The cells of a table row after its header: T-score, 95% range, percentile, level. */
function rowFigures(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .slice(0, 4)
    .map((cell) => cell.textContent ?? '');
}

/** What a user reads: the range in whole numbers; the level with the level its range reaches past 40 or 60. */
function expectedFigures(score: NeoScaleScore): string[] {
  const { low, high } = score.interval;
  const near = score.level === 'Average' ? [...(low < 40 ? ['Low'] : []), ...(high > 60 ? ['High'] : [])] : (score.level === 'High' ? low <= 60 : high >= 40) ? ['Average'] : [];
  const level = near.length === 0 ? score.level : `${score.level}, near the ${near.length === 1 ? 'boundary' : 'boundaries'} with ${near.join(' and ')}`;
  return [score.tScore.toFixed(1), `${Math.round(low)}–${Math.round(high)}`, String(score.percentile), level];
}

function expectTablesMatch(result: NeoResult) {
  for (const domain of neoDefinition.domains) {
    const score = result[domain.key];
    const table = domainTable(domain.name);
    const domainRow = within(table).getByRole('rowheader', { name: new RegExp(`^${domain.name}`) }).closest('tr') as HTMLElement;
    expect(rowFigures(domainRow)).toEqual(expectedFigures(score));
    expect(within(domainRow).getByRole('img')).toHaveAccessibleName(neoChartLabel(score));
    for (const facet of score.subcategories) {
      const row = within(table).getByRole('rowheader', { name: facet.name }).closest('tr') as HTMLElement;
      expect(rowFigures(row)).toEqual(expectedFigures(facet));
      expect(within(row).getByRole('img')).toHaveAccessibleName(
        `T-score ${facet.tScore.toFixed(1)} on a scale from 20 to 80, margin of error ${Math.round(facet.interval.low)} to ${Math.round(facet.interval.high)}, level ${expectedFigures(facet)[3]}`,
      );
    }
  }
}

describe('NeoView', () => {
  it('has one table per domain, named from the definition, with its columns', () => {
    render(<NeoView result={ALL_MID} texts={TEXTS} />);
    expect(screen.getByRole('heading', { level: 2, name: 'NEO Personality Inventory' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(neoDefinition.domains.map((domain) => domain.name));
    expect(screen.getAllByRole('table')).toHaveLength(5);
    const table = domainTable('Neuroticism');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers).toHaveLength(6);
    ['Scale', 'T-score', '95% range', 'Percentile (estimate)', 'Level', 'Chart, T-score 20 to 80'].forEach((name, index) => {
      expect(headers[index]).toHaveAccessibleName(name);
      expect(headers[index]).toHaveAttribute('scope', 'col');
    });
    expect(within(table).getAllByRole('rowheader').every((header) => header.getAttribute('scope') === 'row')).toBe(true);
    expect(
      screen.getByText(
        "Your answers are compared with estimated norms for men and women of all ages, because a birth year or sex was not given. No one in that group took this form: its norms are estimated from J. A. Johnson's IPIP-NEO-120 and -300 samples.",
      ),
    ).toBeInTheDocument();
  });

  it('draws each score\'s 95% range on its chart and says what the range means', () => {
    render(<NeoView result={ALL_MID} texts={TEXTS} expandAll />);
    const row = within(domainTable('Extraversion')).getByRole('rowheader', { name: 'Excitement-Seeking' }).closest('tr') as HTMLElement;
    const e5 = ALL_MID.extraversion.subcategories.find((facet) => facet.code === 'E5') as NeoScaleScore;
    const range = row.querySelector('[data-score-range]') as HTMLElement;
    // the chart runs over T 20..80: the range's left edge and width in percent of it
    expect(parseFloat(range.style.left)).toBeCloseTo(((e5.interval.low - 20) / 60) * 100, 5);
    expect(parseFloat(range.style.width)).toBeCloseTo(((e5.interval.high - e5.interval.low) / 60) * 100, 5);
    expect(screen.getByText(/The bar around each score is its margin of error \(a 95% range\)/)).toBeInTheDocument();
  });

  it('speaks of the client by name to a counselor, and quotes the texts written to the client', () => {
    render(
      <ResultAudienceProvider audience={{ kind: 'counselor', clientName: 'Casey' }}>
        <NeoView result={scoreNeo(Array(240).fill('2'), { sex: 'female', age: 30 })} texts={TEXTS} />
      </ResultAudienceProvider>,
    );
    expect(screen.getByText(/^Casey's answers are compared with estimated norms for women aged 21 to 40\./)).toBeInTheDocument();
    expect(screen.queryByText(/Your answers/)).not.toBeInTheDocument();
    expect(screen.getAllByText('Casey reads:').length).toBeGreaterThan(0);
    expect(screen.getByText('Five broad dimensions of personality.').closest('blockquote')).not.toBeNull();
  });

  it('keeps a result stored before ranges existed readable: no range, the plain level', () => {
    const stored = JSON.parse(JSON.stringify(ALL_MID, (key, value: unknown) => (key === 'interval' || key === 'estimated' || key === 'source' ? undefined : value))) as NeoResult;
    render(<NeoView result={stored} texts={TEXTS} expandAll />);
    const row = within(domainTable('Neuroticism')).getByRole('rowheader', { name: /^Neuroticism/ }).closest('tr') as HTMLElement;
    expect(rowFigures(row)).toEqual([stored.neuroticism.tScore.toFixed(1), '–', String(stored.neuroticism.percentile), stored.neuroticism.level]);
    expect(screen.getByText('Your answers are compared with norms for men and women of all ages.')).toBeInTheDocument();
  });

  it.each([
    ['all 0', ALL_MIN],
    ['all 4', ALL_MAX],
    ['all 2', ALL_MID],
  ])('shows the T-score, percentile, level and chart of every domain and facet (%s)', (_name, result) => {
    render(<NeoView result={result} texts={TEXTS} expandAll />);
    expectTablesMatch(result);
  });

  it('covers every level across the fixtures', () => {
    const levels = new Set(
      [ALL_MIN, ALL_MAX, ALL_MID].flatMap((result) =>
        neoDefinition.domains.flatMap((domain) => [result[domain.key].level, ...result[domain.key].subcategories.map((facet) => facet.level)]),
      ),
    );
    expect([...levels].sort()).toEqual(['Average', 'High', 'Low']);
  });

  it('shows a T-score of exactly 40 or 60 as Average, near the boundary its range crosses', () => {
    // Men 21-40: an A5 raw score of 17 gives T 40.0 and a C5 raw score of 32 gives T 60.0.
    const result = scoreNeo(answersWithFacetRaw({ A5: 17, C5: 32 }), { sex: 'male', age: 30 });
    const a5 = result.agreeableness.subcategories.find((facet) => facet.code === 'A5') as NeoFacetScore;
    const c5 = result.conscientiousness.subcategories.find((facet) => facet.code === 'C5') as NeoFacetScore;
    expect(a5.tScore).toBe(40);
    expect(c5.tScore).toBe(60);
    render(<NeoView result={result} texts={TEXTS} expandAll />);
    for (const [facet, domain, boundary] of [
      [a5, 'Agreeableness', 'Low'],
      [c5, 'Conscientiousness', 'High'],
    ] as const) {
      const row = within(domainTable(domain)).getByRole('rowheader', { name: facet.name }).closest('tr') as HTMLElement;
      expect(rowFigures(row)[3]).toBe(`Average, near the boundary with ${boundary}`);
      expect(within(row).getByRole('img')).toHaveAccessibleName(
        new RegExp(`^T-score ${facet.tScore.toFixed(1)} on a scale from 20 to 80, margin of error .*, level Average, near the boundary with ${boundary}$`),
      );
    }
    expect(screen.getByText(/^Your answers are compared with estimated norms for men aged 21 to 40\./)).toBeInTheDocument();
  });

  it('keeps the facets folded until the domain row is opened, by keyboard', async () => {
    const events = userEvent.setup();
    render(<NeoView result={ALL_MID} texts={TEXTS} />);
    const facet = ALL_MID.neuroticism.subcategories[0];
    const toggle = screen.getByRole('button', { name: 'Neuroticism facets' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { expanded: false, hidden: false })).toHaveLength(5);
    expect(screen.queryByRole('rowheader', { name: facet?.name, hidden: false })).not.toBeInTheDocument();

    toggle.focus();
    await events.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const id of (toggle.getAttribute('aria-controls') ?? '').split(' ')) {
      expect(document.getElementById(id)).toBeVisible();
    }
    const table = domainTable('Neuroticism');
    for (const item of ALL_MID.neuroticism.subcategories) {
      expect(within(table).getByRole('rowheader', { name: item.name })).toBeVisible();
      expect(within(table).getByText(`About the facet ${item.name}.`)).toBeVisible();
    }
    // Other domains stay folded.
    expect(screen.getByRole('button', { name: 'Extraversion facets' })).toHaveAttribute('aria-expanded', 'false');

    await events.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(table).queryByRole('rowheader', { name: facet?.name, hidden: false })).not.toBeInTheDocument();

    // Reachable with Tab from the start of the page.
    toggle.blur();
    await events.tab();
    await events.tab();
    expect(toggle).toHaveFocus();
  });

  it('shows every facet and no toggles with expandAll (the printed report)', () => {
    render(<NeoView result={ALL_MIN} texts={TEXTS} expandAll />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    for (const domain of neoDefinition.domains) {
      expect(within(domainTable(domain.name)).getAllByRole('rowheader')).toHaveLength(7);
    }
    expect(screen.getAllByText(/^About the facet /)).toHaveLength(30);
  });

  it("shows the domain's description and the low or high text matching its level", () => {
    const result = ALL_MIN;
    render(<NeoView result={result} texts={TEXTS} />);
    expect(screen.getByText(TEXTS.description ?? '')).toBeInTheDocument();
    for (const domain of neoDefinition.domains) {
      const level = result[domain.key].level;
      expect(screen.getByText(`About ${domain.name}.`)).toBeInTheDocument();
      expect(screen.queryByText(`High ${domain.name} text.`) !== null).toBe(level === 'High');
      expect(screen.queryByText(`Low ${domain.name} text.`) !== null).toBe(level === 'Low');
    }
  });

  it("says 'No description available' where texts are missing", () => {
    render(<NeoView result={ALL_MAX} texts={undefined} expandAll />);
    const poleTexts = neoDefinition.domains.filter((domain) => ALL_MAX[domain.key].level !== 'Average').length;
    // Overall description, 5 domain descriptions, the pole texts and 30 facet texts.
    expect(screen.getAllByText('No description available')).toHaveLength(1 + 5 + poleTexts + 30);
  });
});

describe('neoChartBands', () => {
  const highlighted = (t: number) => neoChartBands(t).findIndex((band) => band.color === tokens.colorPaletteBlueBackground2);

  it('has three 20-wide bands over T 20..80 and highlights the band of the level (40 and 60 are Average)', () => {
    expect(neoChartBands(50).map(({ from, to }) => [from, to])).toEqual([
      [20, 40],
      [40, 60],
      [60, 80],
    ]);
    expect(highlighted(39.9)).toBe(0);
    expect(highlighted(40)).toBe(1);
    expect(highlighted(60)).toBe(1);
    expect(highlighted(60.1)).toBe(2);
    expect(highlighted(12)).toBe(0);
    expect(highlighted(95)).toBe(2);
  });
});
