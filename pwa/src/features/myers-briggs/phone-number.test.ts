import { describe, expect, it } from 'vitest';
import { apiPhoneNumber, checkOtp, checkPhoneNumber } from './phone-number';

describe('phone number and code checks (spec section 5)', () => {
  it('takes a US 10-digit number however it is typed, with the fixed +1', () => {
    expect(checkPhoneNumber('(201) 555-0123')).toEqual({ ok: true, withCode: '+12015550123' });
    expect(checkPhoneNumber('201.555.0123')).toEqual({ ok: true, withCode: '+12015550123' });
    expect(checkPhoneNumber('1 201 555 0123')).toEqual({ ok: true, withCode: '+12015550123' });
    expect(apiPhoneNumber('+12015550123')).toBe('12015550123');
  });

  it("refuses anything else with 'Invalid number'", () => {
    for (const typed of ['', '555-0123', '201555012', '20155501234', '0015550123', '2010550123', '+44 20 7946 0958']) {
      expect(checkPhoneNumber(typed)).toEqual({ ok: false, message: 'Invalid number' });
    }
  });

  it("wants exactly 6 digits for the code, else 'The OTP should consist of 6 digits'", () => {
    expect(checkOtp(' 123456 ')).toEqual({ ok: true, otp: '123456' });
    for (const typed of ['12345', '1234567', '12345a', '']) expect(checkOtp(typed)).toEqual({ ok: false, message: 'The OTP should consist of 6 digits' });
  });
});
