import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageHandback } from './page-handback';

function Probe({ pathname }: { pathname: string }) {
  usePageHandback(pathname);
  return null;
}

describe('usePageHandback', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.getElementById('root')?.remove();
    document.querySelectorAll('[data-probe-dialog]').forEach((node) => node.remove());
  });

  it('gives a page left aria-hidden by a vanished dialog back after a navigation, but not while a dialog is open', () => {
    vi.useFakeTimers();
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('aria-hidden', 'true');
    document.body.append(root);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.dataset.probeDialog = '';
    document.body.append(dialog);

    const { rerender } = render(<Probe pathname="/assess/myers-briggs" />);
    vi.advanceTimersByTime(2000);
    expect(root).toHaveAttribute('aria-hidden', 'true');

    dialog.remove();
    rerender(<Probe pathname="/" />);
    vi.advanceTimersByTime(2000);
    expect(root).not.toHaveAttribute('aria-hidden');
  });
});
