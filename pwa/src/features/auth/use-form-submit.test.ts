import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { useFormSubmit } from './use-form-submit';

const FIELDS = ['email'] as const;

describe('useFormSubmit', () => {
  it('is busy while the action runs and idle after it', async () => {
    const { result } = renderHook(() => useFormSubmit(FIELDS));
    let finish: () => void = () => undefined;
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await pending;
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.errors).toEqual({ fields: {} });
  });

  it('shows field and form messages of a failure, and clears them on the next try', async () => {
    const { result } = renderHook(() => useFormSubmit(FIELDS));
    await act(() =>
      result.current.run(async () => {
        throw new ApiError(400, 'validation', 'Please correct the highlighted fields.', { email: 'Email is invalid' });
      }),
    );
    expect(result.current.errors.fields).toEqual({ email: 'Email is invalid' });
    await act(() => result.current.run(async () => undefined));
    expect(result.current.errors).toEqual({ fields: {} });
  });

  it('leaves a failure to onError when it handles it', async () => {
    const { result } = renderHook(() => useFormSubmit(FIELDS));
    await act(() =>
      result.current.run(
        async () => {
          throw new ApiError(410, 'link_expired', 'Password Reset Link Expired');
        },
        () => true,
      ),
    );
    expect(result.current.errors).toEqual({ fields: {} });
    expect(result.current.busy).toBe(false);
  });
});
