import type { EducationLevel, Gender, Goal, HowHeard, Industry, Status } from './contact-options';

/** POST /api/contact: the answer to a submission (the same for one the honeypot caught). Browser-safe. */
export interface ContactReceivedDto {
  success: true;
}

/** One contact submission, as an admin reads it (GET /api/contact). */
export interface ContactSubmissionDto {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  age: number | null;
  gender: Gender | null;
  status: Status[];
  goal: Goal[];
  education: EducationLevel | null;
  industry: Industry | null;
  /** Pre-tax, whole dollars. */
  currentSalary: number | null;
  desiredSalary: number | null;
  /** How they heard of the practice. */
  reference: HowHeard | null;
  city: string | null;
  /** A US postal code (CA), see US_STATES. */
  state: string | null;
  /** An ISO 3166-1 alpha-2 code (US), see countryName(). */
  country: string | null;
  message: string;
  createdAt: string;
  /** Null while nobody has handled it. */
  handledAt: string | null;
  /** The admin who marked it handled ('Ada Admin'), when still known. */
  handledBy: string | null;
}

/** GET /api/contact: newest first, a page at a time (`next` is the `before` of the next page). */
export interface ContactPageDto {
  submissions: ContactSubmissionDto[];
  next: string | null;
}
