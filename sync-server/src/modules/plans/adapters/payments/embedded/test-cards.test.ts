import { describe, expect, it } from 'vitest';
import { judgeTestCard } from './test-cards';

const NOW = new Date('2026-11-24T12:00:00Z');
const card = (number: string, expiry = '12 / 34', cvc = '123') => judgeTestCard({ number, expiry, cvc }, NOW);

describe('judgeTestCard', () => {
  it('pays with 4242 4242 4242 4242, with or without spaces', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true });
    expect(card('4242424242424242', '1/2030', '1234')).toEqual({ ok: true });
  });

  it("declines 4000 0000 0000 0002 with Stripe's message, and 4000 0000 0000 9995 for funds", () => {
    expect(card('4000 0000 0000 0002')).toEqual({ ok: false, field: 'card', message: 'Your card was declined.' });
    expect(card('4000 0000 0000 9995')).toMatchObject({ message: 'Your card has insufficient funds.' });
  });

  it('refuses any other card, a wrong number, a past or malformed expiry and a short security code', () => {
    expect(card('5555 5555 5555 4444')).toMatchObject({ ok: false, field: 'card' });
    expect(card('4242 4242 4242 4241')).toEqual({ ok: false, field: 'number', message: 'Your card number is incorrect.' });
    expect(card('4242')).toMatchObject({ field: 'number' });
    expect(card('4242 4242 4242 4242', '10 / 26')).toEqual({ ok: false, field: 'expiry', message: 'Your card has expired.' });
    expect(card('4242 4242 4242 4242', '11 / 26')).toEqual({ ok: true });
    expect(card('4242 4242 4242 4242', '13 / 30')).toMatchObject({ field: 'expiry' });
    expect(card('4242 4242 4242 4242', 'soon')).toMatchObject({ field: 'expiry' });
    expect(card('4242 4242 4242 4242', '12 / 34', '12')).toMatchObject({ field: 'cvc' });
  });
});
