import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-app';
import { DeviceCheckPage } from './device-check-page';

const GB = 1024 ** 3;

/** Puts a stand-in on navigator for one test (jsdom has neither storage nor serviceWorker). */
function stubNavigator(name: 'storage' | 'serviceWorker' | 'onLine', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

function stubDevice({ persisted = true, controlled = true, online = true, width = 1280, serverSkewMs = 0 } = {}) {
  stubNavigator('storage', { persisted: async () => persisted, persist: async () => persisted, estimate: async () => ({ quota: 4 * GB, usage: 2 * 1024 * 1024 }) });
  stubNavigator('serviceWorker', {
    controller: controlled ? {} : null,
    ready: controlled ? Promise.resolve({}) : new Promise(() => undefined),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
  stubNavigator('onLine', online);
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: width <= Number(/max-width: (\d+)px/.exec(query)?.[1] ?? 0), media: query })),
  );
  const health = vi.fn(async () => {
    if (!online) throw new TypeError('Failed to fetch');
    return new Response('{"status":"ok"}', { headers: { Date: new Date(Date.now() - serverSkewMs).toUTCString() } });
  });
  vi.stubGlobal('fetch', health);
  return health;
}

function renderPage() {
  return renderRoutes(<Route path="/test" element={<DeviceCheckPage />} />, { at: '/test' });
}

/** The shown result of one check: its title, its verdict and its texts. */
function result(title: string) {
  const item = screen.getByRole('heading', { level: 2, name: title }).closest('li');
  if (!item) throw new Error(`no result for ${title}`);
  return item;
}

beforeEach(() => {
  // Defaults restored after each test: jsdom has no storage or service worker.
  stubNavigator('storage', undefined);
  stubNavigator('serviceWorker', undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  stubNavigator('storage', undefined);
  stubNavigator('serviceWorker', undefined);
  stubNavigator('onLine', true);
});

describe('DeviceCheckPage', () => {
  it('runs every check at once and shows each result as passed on a ready device', async () => {
    const health = stubDevice();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Device check' })).toBeInTheDocument();
    expect(await screen.findByText('All checks passed: this device is ready to answer offline.')).toBeInTheDocument();
    for (const title of ['Saving answers on this device', 'Keeping saved data', 'Opening the app offline', 'Connection', 'Clock and time zone', 'Screen size']) {
      expect(within(result(title)).getByText('Pass')).toBeInTheDocument();
    }
    expect(within(result('Saving answers on this device')).getByText(/written, read back and deleted/)).toBeInTheDocument();
    expect(within(result('Keeping saved data')).getByText(/Room for 4.0 GB, 2.0 MB used/)).toBeInTheDocument();
    expect(within(result('Screen size')).getByText('This window is 1280 pixels wide: room enough for the assessments.')).toBeInTheDocument();
    expect(health).toHaveBeenCalledWith('/api/health', expect.objectContaining({ cache: 'no-store' }));
  });

  it('shows warnings with what to do: storage not kept, not installed yet, offline, narrow screen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      stubDevice({ persisted: false, controlled: false, online: false, width: 375 });
      renderPage();
      await vi.advanceTimersByTimeAsync(11_000);
      expect(await screen.findByText(/Ready, with 4 warnings/)).toBeInTheDocument();
      expect(within(result('Keeping saved data')).getByText('Warning')).toBeInTheDocument();
      expect(within(result('Keeping saved data')).getByText(/Install the app/)).toBeInTheDocument();
      expect(within(result('Opening the app offline')).getByText(/Stay online on this page for a minute/)).toBeInTheDocument();
      expect(within(result('Connection')).getByText('This device says it is offline.')).toBeInTheDocument();
      expect(within(result('Screen size')).getByText(/375 pixels wide. The app warns at 780 pixels or less/)).toBeInTheDocument();
      expect(within(result('Saving answers on this device')).getByText('Pass')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a problem when the browser has no service workers, and a skewed clock as a warning', async () => {
    stubDevice({ serverSkewMs: 20 * 60_000 });
    stubNavigator('serviceWorker', undefined);
    renderPage();
    expect(await screen.findByText(/1 problem found/)).toBeInTheDocument();
    expect(within(result('Opening the app offline')).getByText('Problem')).toBeInTheDocument();
    expect(within(result('Clock and time zone')).getByText(/20 minutes ahead of the server’s/)).toBeInTheDocument();
  });

  it("'Run the checks again' runs them again and shows the new results", async () => {
    stubDevice({ persisted: false });
    renderPage();
    expect(await screen.findByText(/Ready, with 1 warning:/)).toBeInTheDocument();
    stubNavigator('storage', { persisted: async () => true, estimate: async () => ({ quota: 4 * GB, usage: 0 }) });
    await userEvent.click(screen.getByRole('button', { name: 'Run the checks again' }));
    expect(await screen.findByText('All checks passed: this device is ready to answer offline.')).toBeInTheDocument();
    expect(within(result('Keeping saved data')).getByText('Pass')).toBeInTheDocument();
  });
});
