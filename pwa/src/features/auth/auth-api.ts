import type {
  ChallengeResponse,
  LoginBody,
  MessageResponse,
  RedeemSignInLinkBody,
  RegisterBody,
  RequestResetBody,
  ResendResponse,
  ResetBody,
  ResetStatusResponse,
  SessionResponse,
  SignInLinkBody,
} from '@career/sync-server/accounts/contract/auth-schemas';
import type { LoginResponse } from '@career/sync-server/accounts/contract/mfa-schemas';
import type { ChoosePlanResponse, PlanId } from '@career/sync-server/plans/contract/plan-dto';
import { api } from '../../api/api-client';
import { clientTimeZone } from '../scheduling/session-time';

/**
 * Sign-up and sign-in send the browser's time zone: the account keeps it (a sign-in leaves one
 * chosen on /profile), and booking times are written on its clock, here and in the e-mails.
 */
function withTimeZone<T extends object>(body: T): T & { timeZone: string } {
  return { ...body, timeZone: clientTimeZone() };
}

export const register = (body: RegisterBody) => api<SessionResponse>('/api/auth/register', { method: 'POST', body: withTimeZone(body) });
export const login = (body: LoginBody) => api<LoginResponse>('/api/auth/login', { method: 'POST', body: withTimeZone(body) });
export const logout = () => api<MessageResponse>('/api/auth/logout', { method: 'POST', body: {} });
export const resendVerification = () => api<ResendResponse>('/api/auth/resend', { method: 'POST', body: {} });
export const requestReset = (body: RequestResetBody) => api<MessageResponse>('/api/auth/request-reset', { method: 'POST', body });
export const resetPassword = (body: ResetBody) => api<LoginResponse>('/api/auth/reset', { method: 'POST', body });
export const resetLinkStatus = (token: string) => api<ResetStatusResponse>('/api/auth/reset/status', { method: 'POST', body: { token } });
/** A proof-of-work challenge, asked for when a sign-in or sign-up was answered 428 (see proof-retry.ts). */
export const fetchChallenge = (signal?: AbortSignal) => api<ChallengeResponse>('/api/auth/challenge', { signal });
/** E-mails a sign-in link (202: the same answer whether or not the account exists). */
export const requestSignInLink = (body: SignInLinkBody) => api<MessageResponse>('/api/auth/sign-in-link', { method: 'POST', body });
/** Uses the e-mailed link (once): a session, or an admin's second step, as a login answers. */
export const redeemSignInLink = (body: RedeemSignInLinkBody) => api<LoginResponse>('/api/auth/sign-in-link/redeem', { method: 'POST', body: withTimeZone(body) });
export const choosePlan = (userId: string, plan: PlanId) => api<ChoosePlanResponse>('/api/plans', { method: 'POST', body: { userId, plan } });
