import { ProviderError } from '../adapters/elevate/provider-client';
import type { AppDeps } from '../../../app-deps';
import type { LoginMyerResponse } from '../contract/phone-schemas';
import { AppError } from '../../../http/app-error';
import { plansOfUser } from '../../plans/services/plan-store';
import { recordHandoff } from '../repositories/provider-result-repository';
import type { UserRecord } from '../../accounts/services/user-store';
import { answeredGender } from './provider-results';
import { RATE_LIMITS } from '../../../auth/rate-limit-rules';
import { enforceRateLimit } from '../../../auth/rate-limit';

/** Where the provider sends the client back: fixed here, never taken from a request. */
export const PROVIDER_RETURN_PATH = '/assess/myers-briggs?returned=1';

export const PROVIDER_UNAVAILABLE_MESSAGE = 'The Myers-Briggs provider could not be reached. Please try again later.';

type LoginDeps = Pick<AppDeps, 'db' | 'clock' | 'logger' | 'config' | 'provider' | 'rateLimiter'>;

/**
 * POST /api/answers/login-myer?userId: a short-lived, single-use login token from the provider for
 * the signed-in client, whose plan has the Myers-Briggs step, whose phone is verified and who has
 * answered the gender. The hidden form posts it to `loginUrl`, which must be on the provider's own
 * origin; the return address is ours alone.
 */
export async function issueProviderLogin(deps: LoginDeps, user: UserRecord, userId: string): Promise<LoginMyerResponse> {
  if (user.id !== userId) throw new AppError('forbidden', 'You can only open your own tests.');
  const [plan] = await plansOfUser(deps.db, user.id);
  if (!plan?.assessments.includes('myers-briggs')) throw new AppError('forbidden', 'Your plan does not include the Myers-Briggs step.');
  if (!user.isNumVerified) throw new AppError('forbidden', 'Please verify your phone number first.');
  const gender = await answeredGender(deps.db, user.id);
  if (gender !== 'm' && gender !== 'f' && gender !== 'other') throw new AppError('unprocessable', 'Please choose a gender first.');
  const provider = deps.provider;
  if (!provider) throw new AppError('unavailable', 'The Myers-Briggs provider is not set up on this server yet. Please try again later.');

  await enforceRateLimit(deps.rateLimiter, user.id, RATE_LIMITS.providerCallsPerAccount);
  const returnUrl = `${deps.config.publicUrl}${PROVIDER_RETURN_PATH}`;
  let login;
  try {
    login = await provider.createLoginToken({ externalId: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, gender, returnUrl });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    deps.logger.warn({ userId: user.id, status: error.status }, 'elevate login: the provider refused or could not be reached');
    throw new AppError('unavailable', PROVIDER_UNAVAILABLE_MESSAGE);
  }
  if (new URL(login.loginUrl).origin !== provider.loginOrigin()) {
    deps.logger.warn({ userId: user.id }, 'elevate login: the provider gave a login address on another origin');
    throw new AppError('unavailable', PROVIDER_UNAVAILABLE_MESSAGE);
  }
  await recordHandoff(deps.db, user.id, deps.clock().toISOString());
  return { accessToken: login.accessToken, loginUrl: login.loginUrl, resourceUrl: login.resourceUrl, returnUrl };
}
