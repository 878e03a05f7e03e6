import { afterEach, describe, expect, it, vi } from 'vitest';

// The worker's own code with workbox replaced: what it routes and what it caches at install.
const matchers = vi.hoisted(() => [] as unknown[]);
vi.mock('workbox-core', () => ({ clientsClaim: () => undefined }));
vi.mock('workbox-precaching', () => ({ cleanupOutdatedCaches: () => undefined, createHandlerBoundToURL: () => undefined, precacheAndRoute: () => undefined }));
vi.mock('workbox-routing', () => ({ NavigationRoute: class {}, registerRoute: (match: unknown) => matchers.push(match) }));
vi.mock('workbox-strategies', () => ({ StaleWhileRevalidate: class {} }));

type Listener = (event: unknown) => void;
let loaded: Promise<Map<string, Listener>> | undefined;

/** Runs sw.ts once (in jsdom `self` is the window) and keeps the listeners it adds. */
function loadWorker(): Promise<Map<string, Listener>> {
  loaded ??= (async () => {
    const listeners = new Map<string, Listener>();
    const spy = vi.spyOn(self, 'addEventListener').mockImplementation((type: string, listener: unknown) => {
      listeners.set(type, listener as Listener);
    });
    await import('./sw');
    spy.mockRestore();
    return listeners;
  })();
  return loaded;
}

const INSTALLED = ['/api/content/landing', '/api/content/initial-data', '/api/content/plan-features', '/api/content/practice', '/api/content/results'];

describe('the service worker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('copies the public texts, the result texts (with the crisis card) included, into its public-content cache at install; one failure does not stop it', async () => {
    const install = (await loadWorker()).get('install');
    const added: string[] = [];
    const open = vi.fn(async () => ({
      add: async (path: string) => {
        added.push(path);
        if (path === '/api/content/landing') throw new TypeError('Failed to fetch');
      },
    }));
    vi.stubGlobal('caches', { open });
    let installing: Promise<unknown> | undefined;
    install?.({ waitUntil: (promise: Promise<unknown>) => (installing = promise) });
    // Every copy is tried, and the install goes on (a failed one is fetched later by the pages).
    await expect(installing).resolves.toHaveLength(INSTALLED.length);
    expect(open).toHaveBeenCalledWith('public-content');
    expect([...added].sort()).toEqual([...INSTALLED].sort());
  });

  it('answers the installed texts and the demo results from that cache, and nothing personal', async () => {
    await loadWorker();
    const publicContent = matchers.find((match): match is (options: { url: URL; request: { method: string } }) => boolean => typeof match === 'function');
    const matches = (path: string, method = 'GET') => publicContent?.({ url: new URL(path, self.location.origin), request: { method } });
    for (const path of [...INSTALLED, '/api/users/results/demo']) expect(matches(path)).toBe(true);
    expect(matches('/api/content/results', 'POST')).toBe(false);
    expect(matches('/api/users/current')).toBe(false);
    expect(matches('/api/answers')).toBe(false);
  });
});
