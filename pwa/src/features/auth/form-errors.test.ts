import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { formErrorsOf } from './form-errors';

describe('formErrorsOf', () => {
  it('puts known field messages under their fields', () => {
    const error = new ApiError(400, 'validation', 'Please correct the highlighted fields.', { email: 'Email is invalid', password2: 'Passwords must match' });
    expect(formErrorsOf(error, ['email', 'password2'])).toEqual({ fields: { email: 'Email is invalid', password2: 'Passwords must match' }, form: undefined });
  });

  it('shows messages for fields the form does not have at the top of the form', () => {
    const error = new ApiError(400, 'validation', 'Please correct the highlighted fields.', { token: 'Reset link is invalid' });
    expect(formErrorsOf(error, ['password'])).toEqual({ fields: {}, form: 'Reset link is invalid' });
  });

  it('uses the error message when there are no field messages (rate limits, offline)', () => {
    expect(formErrorsOf(new ApiError(429, 'rate_limited', 'Too many attempts.'), ['email'])).toEqual({ fields: {}, form: 'Too many attempts.' });
    expect(formErrorsOf(new TypeError('boom'), ['email']).form).toBe('Something went wrong. Please try again.');
  });
});
