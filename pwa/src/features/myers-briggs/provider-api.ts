import type { AnswerSaveResponse } from '@career/sync-server/answers/contract/answer-dto';
import type { LoginMyerResponse, PhoneMessageResponse } from '@career/sync-server/provider/contract/phone-schemas';
import { announceUnauthorized, api } from '../../api/api-client';
import { ApiError } from '../../api/api-error';

/** The spec's fallback when the provider login fails without a message of the server's. */
export const LOGIN_FAILED_MESSAGE = 'something went wrong. Please try again later';

export function saveGender(userId: string, gender: string, markComplete = false): Promise<AnswerSaveResponse> {
  return api<AnswerSaveResponse>('/api/answers', { method: 'POST', body: { userId, assessmentId: 'myers-briggs', totalQuestions: 1, answers: [gender], markComplete } });
}

/**
 * The phone calls answer 401 for 'phone number already registered' (the spec's status), so they do
 * not announce every 401: only an expired session (code 'unauthorized') signs the user out.
 */
async function phoneCall(path: string, body: unknown): Promise<PhoneMessageResponse> {
  try {
    return await api<PhoneMessageResponse>(path, { method: 'POST', body, quietUnauthorized: true });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'unauthorized') announceUnauthorized();
    throw error;
  }
}

export function sendPhoneCode(userId: string, phoneNumber: string): Promise<PhoneMessageResponse> {
  return phoneCall('/api/auth/verify-number', { phoneNumber, userId });
}

export function verifyPhoneCode(userId: string, otp: string): Promise<PhoneMessageResponse> {
  return phoneCall('/api/auth/verify-otp', { otp, userId });
}

export function requestProviderLogin(userId: string): Promise<LoginMyerResponse> {
  return api<LoginMyerResponse>(`/api/answers/login-myer?userId=${encodeURIComponent(userId)}`, { method: 'POST' });
}

/** Back from the provider: the server queues a sync of this client's results. */
export function reportReturn(): Promise<unknown> {
  return api('/api/external/elevate/returned', { method: 'POST' });
}
