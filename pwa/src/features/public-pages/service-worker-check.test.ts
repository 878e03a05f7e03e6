import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkServiceWorker } from './service-worker-check';

type Container = NonNullable<Parameters<typeof checkServiceWorker>[0]>;

function container(controller: ServiceWorker | null, ready: Promise<ServiceWorkerRegistration>): Container {
  return { controller, ready, addEventListener: vi.fn(), removeEventListener: vi.fn() } as unknown as Container;
}

afterEach(() => vi.useRealTimers());

describe('checkServiceWorker', () => {
  it('passes when the service worker controls the page', async () => {
    const result = await checkServiceWorker(container({} as ServiceWorker, new Promise(() => undefined)));
    expect(result).toMatchObject({ id: 'service-worker', status: 'pass' });
  });

  it('fails when the browser has no service workers', async () => {
    const result = await checkServiceWorker(null);
    expect(result.status).toBe('fail');
    expect(result.advice).toMatch(/normal window/);
  });

  it('warns to reload when the worker is installed but does not control the page', async () => {
    vi.useFakeTimers();
    const pending = checkServiceWorker(container(null, Promise.resolve({} as ServiceWorkerRegistration)));
    await vi.advanceTimersByTimeAsync(3000);
    const result = await pending;
    expect(result.status).toBe('warn');
    expect(result.advice).toMatch(/Reload this page/);
  });

  it('passes when the worker takes control just after it is ready', async () => {
    const sw = container(null, Promise.resolve({} as ServiceWorkerRegistration));
    vi.mocked(sw.addEventListener).mockImplementation((_type, listener) => {
      Object.assign(sw, { controller: {} });
      setTimeout(() => (listener as () => void)());
    });
    expect((await checkServiceWorker(sw)).status).toBe('pass');
  });

  it('warns to stay online when the worker has not installed within 10 seconds', async () => {
    vi.useFakeTimers();
    const pending = checkServiceWorker(container(null, new Promise(() => undefined)));
    await vi.advanceTimersByTimeAsync(10_000);
    const result = await pending;
    expect(result.status).toBe('warn');
    expect(result.advice).toMatch(/Stay online/);
  });
});
