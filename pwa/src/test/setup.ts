import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Role queries also see elements marked aria-hidden. Fluent's modal dialogs hand the page to a focus
// manager (tabster) that sets and lifts aria-hidden on the page, and on a dialog while it opens, a
// moment after the DOM changes; in jsdom that moment races the next query, and on a busy machine a
// test found nothing by timing alone. What these tests check is what is on screen and what it says;
// a test about the accessibility tree itself asks with { hidden: false }.
// findBy*/waitFor wait up to 10 s (the default is 1 s): with two test workers on the 2-core CI
// machine a lazy page or a dialog can take over a second to appear. Tests still pass as soon as
// what they wait for shows.
configure({ defaultHidden: true, asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The admin's unshared shortlist drafts (career-ideas/shortlist-draft-store.ts) among others.
  sessionStorage.clear();
});

// jsdom has no ResizeObserver; Fluent's MessageBar observes its own size to choose a layout.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
