import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateWaitingVersion, registerServiceWorker } from './register-service-worker';

/** A service worker stand-in whose state the test moves on. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  /** A new version arrives: found, then installed; it waits unless `activates`. */
  install(worker: FakeWorker, { activates = false } = {}) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    this.installing = null;
    if (!activates) this.waiting = worker;
    worker.moveTo('installed');
    if (activates) worker.moveTo('activating');
  }
}

function stubServiceWorkers({ controlled, waiting }: { controlled: boolean; waiting?: FakeWorker }) {
  const registration = new FakeRegistration();
  registration.waiting = waiting ?? null;
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker() : null,
    register: vi.fn(async () => registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { registration, container };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.useRealTimers();
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site', async () => {
    const { container, registration } = stubServiceWorkers({ controlled: false });
    await expect(registerServiceWorker(() => undefined)).resolves.toBe(registration);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', type: 'classic' });
  });

  it('offers a version left waiting by an earlier visit', async () => {
    stubServiceWorkers({ controlled: true, waiting: new FakeWorker() });
    const onWaiting = vi.fn();
    await registerServiceWorker(onWaiting);
    expect(onWaiting).toHaveBeenCalledTimes(1);
  });

  it('offers a new version once it has stayed installed and waiting for a moment', async () => {
    vi.useFakeTimers();
    const { registration } = stubServiceWorkers({ controlled: true });
    const onWaiting = vi.fn();
    await registerServiceWorker(onWaiting);
    registration.install(new FakeWorker());
    expect(onWaiting).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(onWaiting).toHaveBeenCalledTimes(1);
  });

  it('never offers a first install, which activates at once', async () => {
    vi.useFakeTimers();
    const { registration } = stubServiceWorkers({ controlled: false });
    const onWaiting = vi.fn();
    await registerServiceWorker(onWaiting);
    registration.install(new FakeWorker(), { activates: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(onWaiting).not.toHaveBeenCalled();
  });

  it('resolves to undefined when the browser has no service workers or refuses the registration', async () => {
    await expect(registerServiceWorker(() => undefined)).resolves.toBeUndefined();
    const { container } = stubServiceWorkers({ controlled: false });
    container.register.mockRejectedValueOnce(new DOMException('denied', 'SecurityError'));
    await expect(registerServiceWorker(() => undefined)).resolves.toBeUndefined();
  });
});

describe('activateWaitingVersion', () => {
  it('asks the waiting version to take over', () => {
    const waiting = new FakeWorker();
    const registration = new FakeRegistration();
    registration.waiting = waiting;
    activateWaitingVersion(registration as unknown as ServiceWorkerRegistration);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(() => activateWaitingVersion(undefined)).not.toThrow();
  });
});
