import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLASH_AUTO_HIDE_MS, FlashBar } from './flash-bar';
import { FlashProvider, useFlash } from './flash-context';

function Trigger() {
  const { show } = useFlash();
  return (
    <button type="button" onClick={() => show('Free plan initialized!', 'success')}>
      trigger
    </button>
  );
}

function renderFlash() {
  return render(
    <FlashProvider>
      <Trigger />
      <p>elsewhere</p>
      <FlashBar />
    </FlashProvider>,
  );
}

describe('FlashBar', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('hides by itself after 5000 ms, not before, and not on a click elsewhere', async () => {
    expect(FLASH_AUTO_HIDE_MS).toBe(5000);
    renderFlash();
    fireEvent.click(screen.getByText('trigger'));
    expect(await screen.findByText('Free plan initialized!')).toBeInTheDocument();
    fireEvent.click(screen.getByText('elsewhere'));
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByTestId('flash')).toHaveTextContent('Free plan initialized!');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByTestId('flash')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    renderFlash();
    fireEvent.click(screen.getByText('trigger'));
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('flash')).not.toBeInTheDocument();
  });

  it('restarts the 5 seconds for a new message', async () => {
    renderFlash();
    fireEvent.click(screen.getByText('trigger'));
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByText('trigger'));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByTestId('flash')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2100));
    expect(screen.queryByTestId('flash')).not.toBeInTheDocument();
  });
});
