import type { SafetyLevel } from '@career/scoring/depression/safety-level';

export type { SafetyLevel };

/** The subject of the e-mail to every admin: it names no client and no answer (the text names the client). */
export const SAFETY_EMAIL_SUBJECT = 'A client needs a check-in';

/** POST /api/users/{id}/safety-check-in: the client's open flag, now closed. */
export interface SafetyCheckInDto {
  userId: string;
  /** The flag's level and when its answer arrived, as the admin saw them. */
  level: SafetyLevel;
  flaggedAt: string;
  /** When the admin marked the check-in done (the server's clock). */
  checkedInAt: string;
}

/** The open flag of one client, as the admins' user table reads it. */
export interface OpenSafetyFlagDto {
  level: SafetyLevel;
  flaggedAt: string;
}

/** GET /api/users/safety-flags: every open flag (admins' user table polls it while open). */
export interface OpenSafetyFlagsDto {
  flags: (OpenSafetyFlagDto & { userId: string })[];
}
