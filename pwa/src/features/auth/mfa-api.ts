import type { SessionResponse } from '@career/sync-server/accounts/contract/auth-schemas';
import type { MfaEnrollBody, MfaEnrolledResponse, MfaEnrollmentDto, MfaVerifyBody } from '@career/sync-server/accounts/contract/mfa-schemas';
import { api } from '../../api/api-client';

// A 401 here means the pending sign-in expired (not a lost session): the MFA step handles it.
export const getMfaEnrollment = () => api<MfaEnrollmentDto>('/api/auth/mfa/enroll', { quietUnauthorized: true });
export const confirmMfaEnrollment = (body: MfaEnrollBody) => api<MfaEnrolledResponse>('/api/auth/mfa/enroll', { method: 'POST', body, quietUnauthorized: true });
export const verifyMfa = (body: MfaVerifyBody) => api<SessionResponse>('/api/auth/mfa/verify', { method: 'POST', body, quietUnauthorized: true });
