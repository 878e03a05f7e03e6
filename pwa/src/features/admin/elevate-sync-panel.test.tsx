import type { SyncJobDto } from '@career/sync-server/provider/contract/elevate-dto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userSummaryFixture } from '../../test/fixtures';
import { json, renderRoutes, stubFetch } from '../../test/render-app';
import { ElevateSyncPanel } from './elevate-sync-panel';
import { findDialogTitled } from '../../test/dialog-titled';

const SUMMARY = userSummaryFixture();

const SYNCING = 'Syncing... Be patient! Elevate sync can take up to two minutes.';

function job(overrides: Partial<SyncJobDto>): SyncJobDto {
  return { syncId: '8f14e45f-ceea-4e7a-9c1b-2f5a1d3b7c90', state: 'done', attempts: 1, createdAt: '2026-11-24T10:00:00.000Z', finishedAt: null, ...overrides };
}

function renderPanel() {
  return renderRoutes(<Route path="/" element={<ElevateSyncPanel user={SUMMARY} pollMs={10} />} />);
}

/** The panel as the user dialog holds it: gone while the dialog is closed. */
function PanelInClosableDialog() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen((before) => !before)}>
        {open ? 'Close the user dialog' : 'Open the user dialog'}
      </button>
      {open ? <ElevateSyncPanel user={SUMMARY} pollMs={10} /> : null}
    </>
  );
}

describe('ElevateSyncPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the date format before sending anything', async () => {
    const fetch = vi.fn(stubFetch({}));
    vi.stubGlobal('fetch', fetch);
    renderPanel();
    await userEvent.click(screen.getByRole('radio', { name: 'Date range' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Start date/ }), '2026-11-01');
    await userEvent.type(screen.getByRole('textbox', { name: /End date/ }), '11-30-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sync' }));
    expect(screen.getByText('Dates must be in MM-DD-YYYY format')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Start date/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Start date/ })).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says it is syncing while a 202 is polled, then reports each test with its icon in words', async () => {
    let release = () => undefined as void;
    const finished = new Promise<void>((resolve) => (release = resolve));
    const polls: string[] = [];
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'POST') posted.push(JSON.parse(String(init.body)));
        return stubFetch({
          '/api/external/elevate': () => json(job({ state: 'queued', attempts: 1 }), 202),
          '/api/external/elevate/8f14e45f-ceea-4e7a-9c1b-2f5a1d3b7c90': async () => {
            polls.push('poll');
            if (polls.length === 1) return json(job({ state: 'running', attempts: 2 }));
            await finished;
            return json(
              job({
                finishedAt: '2026-11-24T10:01:00.000Z',
                attempts: 2,
                mbti: { status: 'new data saved', detail: 'MBTI ISTJ completed Nov 21, 2026.' },
                sii: { status: 'no assessments found', detail: 'No Strong test from Nov 19, 2026 to Nov 24, 2026.' },
              }),
            );
          },
        })(input);
      }),
    );
    const { queryClient } = renderPanel();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const sync = screen.getByRole('button', { name: 'Sync' });
    await userEvent.click(sync);

    expect(await screen.findByText(SYNCING)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SYNCING);
    expect(screen.getByRole('progressbar', { name: 'Elevate sync in progress' })).toBeInTheDocument();
    expect(await screen.findByText('Attempt 2')).toBeInTheDocument();
    expect(screen.getByText(/seconds? elapsed/)).toBeInTheDocument();
    expect(sync).toHaveAttribute('aria-disabled', 'true');
    expect(posted).toEqual([{ userId: 'u1', email: 'eli@example.com', mode: 'days-back', daysBack: 5, skipGenerate: false }]);

    release();
    const dialog = await findDialogTitled('Elevate sync report');
    expect(screen.queryByText(SYNCING)).toBeNull();
    const [mbti, sii] = within(dialog).getAllByRole('listitem');
    expect(mbti).toHaveTextContent('✓succeededMBTI (Myers-Briggs Type Indicator): new data saved');
    expect(within(mbti!).getByText('MBTI ISTJ completed Nov 21, 2026.')).toBeInTheDocument();
    expect(sii).toHaveTextContent('✗failedSII (Strong Interest Inventory): no assessments found');
    expect(within(sii!).getByText('✗')).toHaveAttribute('aria-hidden', 'true');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin', 'users'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin', 'user', 'u1'] });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sync' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Sync' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('shows "no status" for a missing status, with no icon', async () => {
    vi.stubGlobal('fetch', vi.fn(stubFetch({ '/api/external/elevate': () => json({ ...job({ mbti: { status: 'data already exists', detail: '' } }), sii: { detail: 'Nothing came back.' } }) })));
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Sync' }));
    const dialog = await findDialogTitled('Elevate sync report');
    const [mbti, sii] = within(dialog).getAllByRole('listitem');
    expect(mbti).toHaveTextContent('succeededMBTI (Myers-Briggs Type Indicator): data already exists');
    expect(sii).toHaveTextContent('SII (Strong Interest Inventory): no statusNothing came back.');
    expect(within(sii!).queryByText(/succeeded|failed/)).toBeNull();
  });

  it('goes on while the dialog is closed: opened again it still says syncing, and after the end it opens the report', async () => {
    let release = () => undefined as void;
    const finished = new Promise<void>((resolve) => (release = resolve));
    let polls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubFetch({
          '/api/external/elevate': () => json(job({ state: 'queued' }), 202),
          '/api/external/elevate/8f14e45f-ceea-4e7a-9c1b-2f5a1d3b7c90': async () => {
            polls += 1;
            if (polls === 1) return json(job({ state: 'running', attempts: 2 }));
            await finished;
            return json(job({ mbti: { status: 'new data saved', detail: '' }, sii: { status: 'no assessments found', detail: '' } }));
          },
        }),
      ),
    );
    const { queryClient } = renderRoutes(<Route path="/" element={<PanelInClosableDialog />} />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await userEvent.click(screen.getByRole('button', { name: 'Sync' }));
    expect(await screen.findByText('Attempt 2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close the user dialog' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open the user dialog' }));
    expect(screen.getByRole('status')).toHaveTextContent(SYNCING);
    expect(screen.getByText('Attempt 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Close the user dialog' }));
    release();
    // The sync ends with nobody looking: the page's data is refreshed all the same.
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin', 'users'] }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Open the user dialog' }));
    const report = await findDialogTitled('Elevate sync report');
    expect(report).toHaveTextContent('MBTI (Myers-Briggs Type Indicator): new data saved');
    await userEvent.click(within(report).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Once closed, the report is not offered again.
    await userEvent.click(screen.getByRole('button', { name: 'Close the user dialog' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open the user dialog' }));
    expect(screen.getByRole('button', { name: 'Sync' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(polls).toBe(2);
  });

  it("shows the server's validation error inline, on the field too", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(stubFetch({ '/api/external/elevate': () => json({ error: { code: 'validation', message: 'Please check the highlighted fields.', fields: { daysBack: 'Days back must be at most 365' } } }, 400) })),
    );
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Sync' }));
    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByText('Days back must be at most 365')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
