import { CAREER_BANDS_NOTE_COUNSELOR } from '@career/sync-server/records/contract/career-idea-dto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, stubFetch } from '../../test/render-app';
import { CALIBRATION_PATH } from './calibration-api';
import { CALIBRATION_CAUTION } from './calibration-figures';
import { CALIBRATED, NOTHING_MARKED } from './calibration-test-data';
import { CareerCalibrationPage } from './career-calibration-page';

const PATH = '/admin/career-ideas/calibration';
/** What CALIBRATED rests on: 90 marks in the four bands, 10 on ideas with no band. */
const BASED_ON = 'Based on 90 marks on 101 shared ideas (and 10 marks on ideas with no band)';

function renderPage() {
  return renderRoutes(<Route path={PATH} element={<CareerCalibrationPage />} />, { at: PATH });
}

afterEach(() => vi.unstubAllGlobals());

describe('CareerCalibrationPage', () => {
  it('answers whether a higher band means more interest, says what it rests on, and draws each band with its interval', async () => {
    vi.stubGlobal('fetch', vi.fn(stubFetch({ [CALIBRATION_PATH]: () => json(CALIBRATED) })));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Career idea bands: calibration' })).toBeInTheDocument();
    // What it rests on (marks on ideas with no band counted apart), and why to read it with care.
    expect(await screen.findByText(`${BASED_ON}. ${CALIBRATION_CAUTION}`)).toBeInTheDocument();
    expect(screen.getByText('Does a higher band mean clients are more often interested?')).toBeInTheDocument();
    expect(screen.getByText(/^So far, yes: the higher the band, the more often clients marked the idea Interested \(Strong match 80%, Good match 40%, Weak match 3%\)/)).toBeInTheDocument();
    expect(screen.getByText(CAREER_BANDS_NOTE_COUNSELOR)).toBeInTheDocument();

    const chart = screen.getByRole('img', { name: /^Share of marked ideas that clients marked Interested, by band\./ });
    expect(chart).toHaveAccessibleName(
      'Share of marked ideas that clients marked Interested, by band. Strong match: 80% interested (95% interval 63% to 91%); Good match: 40% interested (95% interval 25% to 58%); Some match: no marks yet; Weak match: 3% interested (95% interval 1% to 17%); No band: 50% interested (95% interval 24% to 76%).',
    );
    const strong = chart.querySelector<HTMLElement>('[data-band="strong"]');
    expect(strong?.querySelector<HTMLElement>('[data-part="bar"]')?.style.width).toBe('80%');
    const interval = strong?.querySelector<HTMLElement>('[data-part="interval"]');
    expect(interval?.style.left).toBe('62.7%');
    expect(interval?.style.width).toBe('27.8%');
    expect(within(chart.querySelector<HTMLElement>('[data-band="some"]') as HTMLElement).getByText('No marks yet')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Marks by band' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Band',
      'Shared',
      'Interested',
      'Not for me',
      'No answer yet',
      'Share interested',
      '95% interval',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['32', '24', '6', '2', '80%', '63% to 91%'],
      ['34', '12', '18', '4', '40%', '25% to 58%'],
      ['3', '0', '0', '3', 'No marks', '-'],
      ['32', '1', '29', '2', '3%', '1% to 17%'],
      ['10', '5', '5', '0', '50%', '24% to 76%'],
    ]);
    expect(screen.getByText(/^No band: ideas shared before bands were shown/)).toBeInTheDocument();
    expect(within(table).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Strong match', 'Good match', 'Some match', 'Weak match', 'No band']);
  });

  it('says no ideas have been marked yet, and draws nothing', async () => {
    vi.stubGlobal('fetch', vi.fn(stubFetch({ [CALIBRATION_PATH]: () => json(NOTHING_MARKED) })));
    renderPage();
    expect(await screen.findByText('No ideas have been marked yet.')).toBeInTheDocument();
    expect(screen.getByText('5 shared ideas wait for their clients’ answers.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/^Based on/)).toBeNull();
  });

  it('shows a spinner while loading, and the reason with Try again when the read fails', async () => {
    let answer = () => json({ error: { code: 'internal', message: 'The server had a problem.' } }, 500);
    vi.stubGlobal('fetch', vi.fn(stubFetch({ [CALIBRATION_PATH]: () => answer() })));
    renderPage();
    expect(screen.getByText('Loading the calibration...')).toBeInTheDocument();
    expect(await screen.findByText(/We could not load the calibration\. The server had a problem\./)).toBeInTheDocument();
    answer = () => json(CALIBRATED);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(`${BASED_ON}. ${CALIBRATION_CAUTION}`)).toBeInTheDocument();
  });
});
