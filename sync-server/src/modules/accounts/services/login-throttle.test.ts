import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../http/app-error';
import { holdRefusals } from './login-throttle';

describe('holdRefusals', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a rate-limit or busy refusal only after the delay, and anything else at once', async () => {
    vi.useFakeTimers();
    for (const code of ['rate_limited', 'unavailable'] as const) {
      let settled = false;
      const refusal = holdRefusals(() => Promise.reject(new AppError(code, 'no')), 1000).catch((error: unknown) => {
        settled = true;
        return error;
      });
      await vi.advanceTimersByTimeAsync(999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await refusal).toBeInstanceOf(AppError);
    }
    await expect(holdRefusals(() => Promise.reject(new AppError('validation', 'Password incorrect')), 1000)).rejects.toThrow('Password incorrect');
    expect(await holdRefusals(() => Promise.resolve('user'), 1000)).toBe('user');
  });
});
