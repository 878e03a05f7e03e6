import type { LoginBody, MessageResponse, RegisterBody, RequestResetBody, ResendResponse, ResetBody, SessionResponse } from '@career/sync-server/accounts/contract/auth-schemas';
import type { LoginResponse } from '@career/sync-server/accounts/contract/mfa-schemas';
import type { ChoosePlanResponse, PlanId } from '@career/sync-server/plans/contract/plan-dto';
import { api } from '../../api/api-client';

export const register = (body: RegisterBody) => api<SessionResponse>('/api/auth/register', { method: 'POST', body });
export const login = (body: LoginBody) => api<LoginResponse>('/api/auth/login', { method: 'POST', body });
export const logout = () => api<MessageResponse>('/api/auth/logout', { method: 'POST', body: {} });
export const resendVerification = () => api<ResendResponse>('/api/auth/resend', { method: 'POST', body: {} });
export const requestReset = (body: RequestResetBody) => api<MessageResponse>('/api/auth/request-reset', { method: 'POST', body });
export const resetPassword = (body: ResetBody) => api<LoginResponse>('/api/auth/reset', { method: 'POST', body });
export const choosePlan = (userId: string, plan: PlanId) => api<ChoosePlanResponse>('/api/plans', { method: 'POST', body: { userId, plan } });
