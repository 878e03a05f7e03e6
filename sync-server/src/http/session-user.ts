/**
 * A user as the server holds it for a request: what the session middleware sets on the context and
 * what handlers authorise with. Stored and read by the accounts module (its user repository).
 */
export interface UserRecord {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  isAdmin: boolean;
  isVerified: boolean;
  isNumVerified: boolean;
  consent: boolean;
  sessionVersion: number;
  createdAt: string;
  /** Optional, for the NEO's norm group; null until given. */
  birthYear: number | null;
  sex: 'female' | 'male' | 'unspecified' | null;
  /** The account's IANA time zone, null until known; see timeZoneSource. */
  timeZone: string | null;
  /** 'browser': taken at sign-up or sign-in (and again at the next); 'profile': chosen by the user. */
  timeZoneSource: TimeZoneSource | null;
}

export type TimeZoneSource = 'browser' | 'profile';
