import type { RateLimitRule } from './rate-limiter';

const MINUTE = 60;
const HOUR = 3600;

/**
 * Every limit of the service. Login rules count an attempt before its password is checked (so
 * parallel guesses cannot all be checked); the failure rules forget a success. A locked account
 * opens again within 15 minutes at most, and a password reset opens it at once.
 */
export const RATE_LIMITS = {
  /** Every login attempt from one address. */
  loginPerAddress: { name: 'login-ip', limit: 300, windowSeconds: 15 * MINUTE },
  /** Failed logins from one address, over any accounts (password spraying). */
  loginFailuresPerAddress: { name: 'login-fail-ip', limit: 100, windowSeconds: HOUR },
  /** Back-off per account: five quick failures, then a pause of up to a minute... */
  loginBurstPerAccount: { name: 'login-burst-acct', limit: 5, windowSeconds: MINUTE },
  /** ...and ten failures lock the account for the rest of a 15-minute window at most. */
  loginFailuresPerAccount: { name: 'login-fail-acct', limit: 10, windowSeconds: 15 * MINUTE },
  /** Second-factor codes (TOTP or recovery), counted before each check; a right code forgets the account's count. */
  mfaAttemptsPerAccount: { name: 'mfa-acct', limit: 10, windowSeconds: 15 * MINUTE },
  mfaAttemptsPerAddress: { name: 'mfa-ip', limit: 60, windowSeconds: 15 * MINUTE },
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
} as const satisfies Record<string, RateLimitRule>;
