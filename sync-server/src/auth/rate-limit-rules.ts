import type { RateLimitRule } from './rate-limiter';

const MINUTE = 60;
const HOUR = 3600;

/**
 * Every limit of the service. Sign-in follows OWASP's advice against lockout: failures count per
 * account *and* address, so a stranger's guesses lock out only the stranger; a browser that has
 * signed in to the account before (a known device, auth/device-token.ts) has an allowance of its
 * own; and guessing from many addresses is bounded per account by growing pauses (the back-off
 * rules, auth/account-backoff.ts), never by a lock the owner cannot get past. Attempts are counted
 * before the password is checked, so parallel guesses cannot all be checked; a success forgets
 * the account's failures, and a password reset opens everything at once.
 */
export const RATE_LIMITS = {
  /** Every login attempt from one address. */
  loginPerAddress: { name: 'login-ip', limit: 300, windowSeconds: 15 * MINUTE },
  /** Failed logins from one address, over any accounts (password spraying). */
  loginFailuresPerAddress: { name: 'login-fail-ip', limit: 100, windowSeconds: HOUR },
  /** Failed logins at one account from one address: ten lock that pair (only) for the rest of 15 minutes. */
  loginFailuresPerAccountAddress: { name: 'login-fail-acct-ip', limit: 10, windowSeconds: 15 * MINUTE },
  /** Failed logins at one account from its known device: the device's own allowance. */
  loginFailuresPerDevice: { name: 'login-fail-device', limit: 10, windowSeconds: 15 * MINUTE },
  /** Login attempts at one account from anywhere but its known devices, for the growing pauses (never a lock). */
  loginBackoffPerAccount: { name: 'login-backoff-acct', limit: 1_000_000, windowSeconds: HOUR },
  /** The pause the back-off sets before the account's next attempt (its window is the pause). */
  loginPausePerAccount: { name: 'login-pause-acct', limit: 1, windowSeconds: MINUTE },
  /** Second-factor codes (TOTP or recovery), counted like the password: per account and address, per known device, per address... */
  mfaFailuresPerAccountAddress: { name: 'mfa-acct-ip', limit: 10, windowSeconds: 15 * MINUTE },
  mfaFailuresPerDevice: { name: 'mfa-device', limit: 10, windowSeconds: 15 * MINUTE },
  mfaAttemptsPerAddress: { name: 'mfa-ip', limit: 60, windowSeconds: 15 * MINUTE },
  /** ...and with growing pauses per account from anywhere but its known devices. */
  mfaBackoffPerAccount: { name: 'mfa-backoff-acct', limit: 1_000_000, windowSeconds: HOUR },
  mfaPausePerAccount: { name: 'mfa-pause-acct', limit: 1, windowSeconds: MINUTE },
  registerPerAddress: { name: 'register-ip', limit: 50, windowSeconds: HOUR },
  /** Only the signed-in owner can ask to resend, so an hour's limit locks nobody else out. */
  resendPerAccount: { name: 'resend-acct', limit: 5, windowSeconds: HOUR },
  resendPerAddress: { name: 'resend-ip', limit: 30, windowSeconds: HOUR },
  /**
   * Anyone may ask for an account's reset link, so this per-account limit opens again within 15
   * minutes; links already sent stay valid for their hour, so the owner is never without one.
   */
  requestResetPerAccount: { name: 'reset-request-acct', limit: 3, windowSeconds: 15 * MINUTE },
  requestResetPerAddress: { name: 'reset-request-ip', limit: 30, windowSeconds: HOUR },
  resetPerAddress: { name: 'reset-ip', limit: 60, windowSeconds: HOUR },
  /**
   * E-mailed sign-in links (the owner's way in while a flood holds the account's pauses): anyone may
   * ask for an account's, so the per-account limit opens again within 15 minutes, and links already
   * sent stay valid for their 15 minutes.
   */
  signInLinkPerAccount: { name: 'sign-in-link-acct', limit: 3, windowSeconds: 15 * MINUTE },
  signInLinkPerAddress: { name: 'sign-in-link-ip', limit: 20, windowSeconds: HOUR },
  /** Sign-in link tokens tried from one address (each link is random and single use). */
  signInLinkRedeemPerAddress: { name: 'sign-in-link-redeem-ip', limit: 30, windowSeconds: HOUR },
  /** Proof-of-work challenges from one address: each costs the server one PBKDF2 derivation. */
  challengePerAddress: { name: 'challenge-ip', limit: 120, windowSeconds: 15 * MINUTE },
  /** Checkout sessions a user may start (each is a call to the card provider). */
  checkoutPerAccount: { name: 'checkout-acct', limit: 20, windowSeconds: HOUR },
  /** One-time codes by SMS (each costs a message): per address, per account and per phone number. */
  phoneCodePerAddress: { name: 'phone-code-ip', limit: 20, windowSeconds: HOUR },
  phoneCodePerAccount: { name: 'phone-code-acct', limit: 5, windowSeconds: HOUR },
  phoneCodePerNumber: { name: 'phone-code-number', limit: 5, windowSeconds: HOUR },
  /** Code checks from one address (each code also allows only 5 tries). */
  phoneVerifyPerAddress: { name: 'phone-verify-ip', limit: 60, windowSeconds: 15 * MINUTE },
  phoneVerifyPerAccount: { name: 'phone-verify-acct', limit: 20, windowSeconds: 15 * MINUTE },
  /** Calls a client makes the server send to the MBTI/SII provider (login tokens, syncs on return or finish). */
  providerCallsPerAccount: { name: 'provider-acct', limit: 30, windowSeconds: HOUR },
  /** Analytics requests (up to 50 events each) from one address: the endpoint is public. */
  eventsPerAddress: { name: 'events-ip', limit: 120, windowSeconds: HOUR },
  /** Contact form submissions from one address (each e-mails the practice); the honeypot's count too. */
  contactPerAddress: { name: 'contact-ip', limit: 5, windowSeconds: HOUR },
  /** Deleting one's account asks for the password: counted before each check, like a login. */
  deleteAccountPerAccount: { name: 'delete-acct', limit: 5, windowSeconds: 15 * MINUTE },
  deleteAccountPerAddress: { name: 'delete-ip', limit: 30, windowSeconds: HOUR },
  /**
   * Account settings that write (bounded growth, issue 44): a birth-year or sex change can score a
   * completed NEO again, and each is a write. Only requests that pass validation count, before the write.
   */
  demographicsPerAccount: { name: 'demographics-acct', limit: 20, windowSeconds: HOUR },
  timeZonePerAccount: { name: 'time-zone-acct', limit: 20, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimitRule>;
