import type { LoginBody, MessageResponse, RegisterBody, RequestResetBody, ResendResponse, ResetBody, SessionResponse } from '@career/sync-server/accounts/contract/auth-schemas';
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
export const choosePlan = (userId: string, plan: PlanId) => api<ChoosePlanResponse>('/api/plans', { method: 'POST', body: { userId, plan } });
