import { act, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, stubFetch } from '../../test/render-app';
import { PublicFooterSlot, showsPublicFooter } from './public-footer-slot';

/** An IntersectionObserver whose callback the test calls, as the browser would on scrolling. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.targets = [];
      }
    },
  );
  return (intersectionRatio: number) =>
    act(() => {
      for (const { callback, targets } of observers) {
        if (targets.length) callback(targets.map((target) => ({ target, intersectionRatio, isIntersecting: true }) as unknown as IntersectionObserverEntry), {} as IntersectionObserver);
      }
    });
}

function renderSlot() {
  vi.stubGlobal('fetch', stubFetch({ '/api/content/practice': () => json({ practiceName: 'Integrative Career Assessment', supportEmail: null }) }));
  return renderRoutes(<Route path="*" element={<PublicFooterSlot />} />, { at: '/' });
}

afterEach(() => vi.unstubAllGlobals());

describe('PublicFooterSlot', () => {
  it('is an empty footer landmark until it scrolls into view, then loads the footer', async () => {
    const scroll = stubIntersectionObserver();
    renderSlot();
    expect(screen.getByRole('contentinfo')).toBeEmptyDOMElement();
    // Touching the bottom edge of the window is not in view.
    scroll(0);
    expect(screen.getByRole('contentinfo')).toBeEmptyDOMElement();
    scroll(0.2);
    expect(await screen.findByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
  });

  it('loads the footer at the first key press, so keyboard users can tab into it', async () => {
    stubIntersectionObserver();
    renderSlot();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    expect(await screen.findByRole('link', { name: 'Privacy notice' })).toBeInTheDocument();
  });
});

describe('showsPublicFooter', () => {
  it('is on every page signed out, and signed in only on the service pages', () => {
    for (const path of ['/', '/login', '/plans', '/results/demo', '/privacy']) expect(showsPublicFooter(path, false)).toBe(true);
    for (const path of ['/test', '/fonts', '/type', '/privacy', '/terms']) expect(showsPublicFooter(path, true)).toBe(true);
    for (const path of ['/', '/profile', '/results', '/plans']) expect(showsPublicFooter(path, true)).toBe(false);
  });
});
