import { vi } from 'vitest';

/** A window `width` pixels wide, as `max-width` media queries see it (jsdom has no matchMedia). Undo with vi.unstubAllGlobals(). */
export function stubMatchMedia(width: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const max = /max-width: (\d+)px/.exec(query);
      return { matches: max ? width <= Number(max[1]) : false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined };
    }),
  );
}
