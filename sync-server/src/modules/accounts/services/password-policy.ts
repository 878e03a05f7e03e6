import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../contract/auth-schemas';
import { DEMO_PASSWORD } from './demo-accounts';

/**
 * The rules for a new password (NIST SP 800-63B: length, no known-common passwords, nothing
 * derived from the account). Strength is estimated by zxcvbn-ts over its list of common and
 * breached passwords, dictionary words and keyboard patterns, with the person's own e-mail and
 * names as extra words. A score under 3 ("safely unguessable" needs 3: `Summer2026!` scores 2) is refused. Login is not checked:
 * existing accounts keep their passwords.
 */
const zxcvbn = new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });

export const MIN_PASSWORD_SCORE = 3;
const CONTROL = /\p{Cc}/u;

export interface PasswordOwner {
  email: string;
  firstName: string;
  lastName: string;
}

export const PUBLISHED_PASSWORD = 'This password is published with the demo accounts. Please choose another.';

/**
 * The message to show under the password field, or undefined when the password is acceptable.
 * Outside demo mode the demo accounts' password, which the README publishes, is refused too.
 */
export function passwordProblem(password: string, owner: PasswordOwner, options: { demoMode: boolean }): string | undefined {
  const normalized = password.normalize('NFKC');
  if (!options.demoMode && normalized === DEMO_PASSWORD) return PUBLISHED_PASSWORD;
  if (CONTROL.test(normalized)) return 'Password must not contain control characters';
  if ([...normalized].length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if ([...normalized].length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  const lower = normalized.toLowerCase();
  const email = owner.email.toLowerCase();
  const names = [owner.firstName, owner.lastName, `${owner.firstName}${owner.lastName}`, `${owner.firstName} ${owner.lastName}`].map((name) => name.toLowerCase());
  if (lower === email || lower === email.split('@')[0] || names.includes(lower)) return 'Password must not be your email or name';
  const { score } = zxcvbn.check(normalized, [email, ...email.split(/[@.+_-]/), owner.firstName, owner.lastName]);
  if (score < MIN_PASSWORD_SCORE) return 'This password is too common or easy to guess. Try a longer phrase of unrelated words.';
  return undefined;
}
