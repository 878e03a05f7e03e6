import { interpretSii } from '@career/scoring/sii/interpret-sii';
import { siiInput } from '@career/scoring/sii/sii-test-fixtures';
import type { SiiResult } from '@career/scoring/sii/sii-types';
import type { ResultTextsDto } from '@career/sync-server/public/contract/result-texts-schema';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_SII_PROVIDER_RESULT } from '@career/sync-server/provider/data/demo-provider-results';
import { SiiSciView } from './sii-sci-view';

function renderSci(result: SiiResult, texts?: ResultTextsDto['sii']) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <SiiSciView result={result} texts={texts} />
    </FluentProvider>,
  );
}

function rows(): string[][] {
  const table = screen.getByRole('table', { name: 'Your skills confidence by theme' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent ?? ''));
}

function fill(label: string): Element | null {
  return screen.getByRole('img', { name: label }).querySelector('[data-bar-fill]');
}

describe('SiiSciView', () => {
  it('shows a row per theme of the demo data: score with one decimal, a bar of score x 20 % and the skill areas', () => {
    renderSci(interpretSii(DEMO_SII_PROVIDER_RESULT), { skillsConfidence: 'How confident you feel doing activities of each theme.' });
    expect(screen.getByRole('region', { name: 'Skills Confidence Inventory' })).toHaveAttribute('data-result-section', 'sii-sci');
    expect(screen.getByText('How confident you feel doing activities of each theme.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Your skills confidence by theme' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Theme', 'Score (1-5)', 'Chart, 1 to 512345', 'Typical skill areas']);
    expect(rows()).toEqual([
      ['RRealistic', '2.1', '', 'Building, repairing, operating equipment, working outdoors'],
      ['IInvestigative', '3.4', '', 'Research, analysis, mathematics, science'],
      ['AArtistic', '4.1', '', 'Writing, design, performing, creative expression'],
      ['SSocial', '3.9', '', 'Teaching, counselling, caring, teamwork'],
      ['EEnterprising', '2.6', '', 'Leading, persuading, selling, managing projects'],
      ['CConventional', '2.3', '', 'Organising, record keeping, working with numbers and systems'],
    ]);
    expect(fill('Artistic, 4.1 of 5')).toHaveStyle({ left: '0%', width: '82%' });
    expect(fill('Realistic, 2.1 of 5')).toHaveStyle({ width: '42%' });
  });

  it('draws 1 as 20 % and 5 as a full bar, with one decimal', () => {
    renderSci(interpretSii(siiInput('f')), { themes: { social: { name: 'Helping' } } });
    expect(rows()[0]?.slice(0, 2)).toEqual(['RRealistic', '1.0']);
    expect(rows()[3]?.slice(0, 2)).toEqual(['SHelping', '5.0']);
    expect(fill('Realistic, 1.0 of 5')).toHaveStyle({ width: '20%' });
    expect(fill('Helping, 5.0 of 5')).toHaveStyle({ width: '100%' });
    expect(fill('Artistic, 4.2 of 5')).toHaveStyle({ width: '84%' });
    expect(screen.getByText('No description available')).toBeInTheDocument();
  });
});
