import { vi } from 'vitest';

/**
 * Test helper. jsdom lays nothing out: every offsetParent is null and the body measures 0 x 0,
 * so tabster (Fluent's focus manager) takes every element for invisible. A dialog opened by a
 * click then finds nothing to focus, focuses its own surface, never becomes the active modal,
 * and stays aria-hidden, which no browser does. This gives tabster the two layout facts it reads;
 * the returned function puts jsdom back (test files share one jsdom per worker).
 */
export function stubLayout(): () => void {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
  const body = vi.spyOn(document.body, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1280, 800));
  return () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'offsetParent', original);
    body.mockRestore();
  };
}
