import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice } from './notice';

describe('Notice', () => {
  it('renders its words once, in the message bar: what a reader found is never swapped for a copy', async () => {
    render(
      <Notice intent="error" title="Not loaded" actions={<button type="button">Retry</button>}>
        The database is busy.
      </Notice>,
    );
    const words = await screen.findByText('The database is busy.');
    const retry = screen.getByRole('button', { name: 'Retry' });
    // Whatever of the bar's code was still to come is in now; the elements found stay the ones shown.
    await act(async () => {
      await import('./notice-bar');
    });
    expect(words).toBeInTheDocument();
    expect(retry).toBeInTheDocument();
    expect(screen.getAllByText('The database is busy.')).toEqual([words]);
    expect(screen.getByText('Not loaded')).toBeInTheDocument();
    expect(words.closest('.fui-MessageBar')).not.toBeNull();
  });

  it('shows at once, in the bar, once the bar has loaded', async () => {
    const first = render(<Notice intent="success">Sent.</Notice>);
    await screen.findByText('Sent.');
    first.unmount();
    render(<Notice intent="info">Saved on this device.</Notice>);
    expect(screen.getByText('Saved on this device.').closest('.fui-MessageBar')).not.toBeNull();
  });
});
