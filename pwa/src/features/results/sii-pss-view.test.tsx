import { interpretSii } from '@career/scoring/sii/interpret-sii';
import { siiInput } from '@career/scoring/sii/sii-test-fixtures';
import type { SiiResult } from '@career/scoring/sii/sii-types';
import type { ResultTextsDto } from '@career/sync-server/public/contract/result-texts-schema';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_SII_PROVIDER_RESULT } from '@career/sync-server/provider/data/demo-provider-results';
import { SiiPssView } from './sii-pss-view';

function renderPss(result: SiiResult, texts?: ResultTextsDto['sii']) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <SiiPssView result={result} texts={texts} />
    </FluentProvider>,
  );
}

function table(): HTMLElement {
  return screen.getByRole('table', { name: 'Your Personal Style Scales' });
}

/** A scale's row, by its name. */
function row(name: string): HTMLElement {
  const cell = within(table()).getByRole('rowheader', { name });
  const tr = cell.closest('tr');
  if (!tr) throw new Error(`no row for ${name}`);
  return tr;
}

/** The bar of a row: where it starts and how wide it is. */
function fill(name: string): HTMLElement | null {
  return within(row(name)).getByRole('img').querySelector('[data-bar-fill]');
}

describe('SiiPssView', () => {
  it('shows each demo scale with its score, poles, a bar from the centre and Clear or Midrange', () => {
    renderPss(interpretSii(DEMO_SII_PROVIDER_RESULT), { personalStyle: 'Personal Style Scales describe how you like to work and learn.' });
    expect(screen.getByRole('region', { name: 'Personal Style Scales' })).toHaveAttribute('data-result-section', 'sii-pss');
    expect(screen.getByText('Personal Style Scales describe how you like to work and learn.')).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Scale', 'Score', 'Chart, 20 to 802035506580', 'Clarity']);
    expect(within(table()).getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      'Work Style',
      'Learning Environment',
      'Leadership Style',
      'Risk Taking',
      'Team Orientation',
    ]);
    const workStyle = row('Work Style');
    expect(within(workStyle).getByText('47')).toBeInTheDocument();
    expect(within(workStyle).getByText('Prefers working alone, with ideas, data or things')).toBeInTheDocument();
    expect(within(workStyle).getByText('Prefers working with people')).toBeInTheDocument();
    expect(within(workStyle).getByText('Midrange')).toBeInTheDocument();
    expect(within(workStyle).getByRole('img')).toHaveAccessibleName(
      'Work Style, 47 on a scale of 20 to 80, Midrange, leaning towards: Prefers working alone, with ideas, data or things',
    );
    // (47 - 20) / 60 = 45%: from 45% to the centre.
    expect(fill('Work Style')).toHaveStyle({ left: '45%', width: '5%' });
    expect(within(row('Learning Environment')).getByRole('img')).toHaveAccessibleName(
      'Learning Environment, 61 on a scale of 20 to 80, Midrange, leaning towards: Prefers academic, classroom learning',
    );
  });

  it('shades the midrange 35-65 on every bar', () => {
    renderPss(interpretSii(DEMO_SII_PROVIDER_RESULT));
    const shade = within(row('Risk Taking')).getByRole('img').querySelector('[data-bar-fill]')?.parentElement?.firstElementChild;
    expect(shade).toHaveStyle({ left: '25%', width: '50%' });
    expect(screen.getByText(/Shaded: the midrange \(35 to 65\)/)).toBeInTheDocument();
  });

  it('calls 35 and 65 Midrange, 34 and 66 Clear, and draws 50 as a dot without a bar', () => {
    renderPss(interpretSii(siiInput('f')), undefined);
    expect(within(row('Work Style')).getByText('Clear')).toBeInTheDocument(); // 66
    expect(within(row('Learning Environment')).getByText('Midrange')).toBeInTheDocument(); // 65
    expect(within(row('Leadership Style')).getByText('Midrange')).toBeInTheDocument(); // 35
    expect(within(row('Risk Taking')).getByText('Clear')).toBeInTheDocument(); // 34
    expect(within(row('Work Style')).getByRole('img')).toHaveAccessibleName('Work Style, 66 on a scale of 20 to 80, Clear, leaning towards: Prefers working with people');
    expect(fill('Work Style')).toHaveStyle({ left: '50%', width: '26.67%' });
    expect(fill('Risk Taking')).toHaveStyle({ left: '23.33%', width: '26.67%' });
    expect(within(row('Team Orientation')).getByRole('img')).toHaveAccessibleName('Team Orientation, 50 on a scale of 20 to 80, Midrange');
    expect(fill('Team Orientation')).toHaveStyle({ left: '50%', width: '0%' });
    expect(within(row('Team Orientation')).getByRole('img').querySelector('[data-bar-marker]')).toHaveStyle({ left: '50%' });
    expect(screen.getByText('No description available')).toBeInTheDocument();
  });

  it('keeps scores beyond 20-80 at the chart ends', () => {
    const input = siiInput('m');
    const PSS = input.siiMeasures.PSS.map((m, i) => ({ ...m, value: [0, 100, 20, 80, 50][i] ?? 50 }));
    renderPss(interpretSii({ ...input, siiMeasures: { ...input.siiMeasures, PSS } }));
    expect(fill('Work Style')).toHaveStyle({ left: '0%', width: '50%' });
    expect(within(row('Work Style')).getByText('0')).toBeInTheDocument();
    expect(fill('Learning Environment')).toHaveStyle({ left: '50%', width: '50%' });
    expect(within(row('Learning Environment')).getByText('100')).toBeInTheDocument();
  });
});
