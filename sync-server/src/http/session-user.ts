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
}
