/**
 * The embedded checkout's test cards, with Stripe's numbers and messages: 4242 4242 4242 4242
 * pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds. No other
 * number is taken (this page never charges a real card).
 */
export const PAYING_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';
export const INSUFFICIENT_FUNDS_CARD = '4000000000009995';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardVerdict = { ok: true } | { ok: false; field: keyof CardInput | 'card'; message: string };

export const DECLINE_MESSAGE = 'Your card was declined.';

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function judgeTestCard(input: CardInput, now: Date): CardVerdict {
  const number = input.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !passesLuhn(number)) return { ok: false, field: 'number', message: 'Your card number is incorrect.' };
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return { ok: false, field: 'expiry', message: "Your card's expiration date is incomplete." };
  const year = Number(expiry[2]) + ((expiry[2] ?? '').length === 2 ? 2000 : 0);
  // A card is good through the last day of its month.
  if (Date.UTC(year, month, 1) <= now.getTime()) return { ok: false, field: 'expiry', message: 'Your card has expired.' };
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { ok: false, field: 'cvc', message: "Your card's security code is incomplete." };
  if (number === PAYING_CARD) return { ok: true };
  if (number === INSUFFICIENT_FUNDS_CARD) return { ok: false, field: 'card', message: 'Your card has insufficient funds.' };
  if (number === DECLINED_CARD) return { ok: false, field: 'card', message: DECLINE_MESSAGE };
  return { ok: false, field: 'card', message: `${DECLINE_MESSAGE} This test checkout takes only the test cards listed above.` };
}
