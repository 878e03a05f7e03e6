import type { AdminShortlistDto } from '../../shortlists/contract/shortlist-dto';
import type { SafetyLevel } from '../../safety/contract/safety-dto';
/**
 * GET /api/users/current/export: everything the server holds about the signed-in client, as one
 * JSON file. `about` says what each part is and what is left out, and why. Browser-safe.
 */
export interface AccountExportDto {
  about: {
    format: 'career-assessment-account-export/1';
    exportedAt: string;
    practice: string;
    /** Each part of the file, in words. */
    contents: Record<Exclude<keyof AccountExportDto, 'about'>, string>;
    /** What the server holds that is not in the file, and why. */
    notIncluded: string[];
  };
  account: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    emailVerified: boolean;
    /** The phone number confirmed for the Myers-Briggs step, or null. */
    phoneNumber: string | null;
    phoneVerified: boolean;
    consent: boolean;
    admin: boolean;
    createdAt: string;
    updatedAt: string;
    lastSignInAt: string | null;
    /** Optional, given for the NEO's norm group: the year of birth and 'female' | 'male' | 'unspecified'. */
    birthYear: number | null;
    sex: string | null;
    /** The IANA zone booking times are written in, and whether it came from the browser or was chosen on /profile. */
    timeZone: string | null;
    timeZoneSource: string | null;
  };
  plans: { planId: string; planName: string; source: string; orderId: string | null; at: string }[];
  orders: {
    id: string;
    planFrom: string | null;
    planTo: string;
    amountCents: number;
    feeCents: number;
    totalCents: number;
    currency: string;
    provider: string;
    status: string;
    createdAt: string;
    paidAt: string | null;
    updatedAt: string;
  }[];
  assessments: {
    assessmentId: string;
    version: string | null;
    totalQuestions: number | null;
    questionsAnswered: number | null;
    completed: boolean;
    completedAt: string | null;
    /** The scored result as the server stored it, or null. */
    results: unknown;
    scoringVersion: string | null;
    updatedAt: string | null;
    /** Every stored answer; value null: the answer was cleared. answeredAt is the device's clock, savedAt the server's. */
    answers: { key: string; value: unknown; answeredAt: string | null; savedAt: string }[];
  }[];
  providerResults: { test: string; providerAssessmentId: string; completedAt: string; result: unknown; syncedAt: string }[];
  providerHandoffAt: string | null;
  careerIdeas: AdminShortlistDto;
  /**
   * Each time an answer meant a counselor should check in (modules/safety): why ('plans',
   * 'thoughts', 'high-total'), when the answer arrived, and when an admin marked the check-in done
   * (null while it is open).
   */
  safetyCheckIns: { reason: SafetyLevel; answeredAt: string; raisedAt: string; checkedInAt: string | null }[];
  /**
   * The counselors' private session notes about the client (modules/notes): never shown in the app
   * or sent by e-mail, but held about the client, so theirs to see. Oldest first; `corrects` the
   * earlier note a correction names, `session` the booking it is about.
   */
  sessionNotes: { id: string; text: string; author: string; session: string | null; corrects: string | null; writtenAt: string; editedAt: string | null }[];
  providerSyncs: { id: string; kind: string; state: string; request: unknown; report: unknown; createdAt: string; finishedAt: string | null }[];
  bookings: { id: string; sessionType: string; coach: string; startAt: string; endAt: string; status: string; createdAt: string; updatedAt: string }[];
  contactRequests: Record<string, unknown>[];
  emails: { subject: string; template: string; status: string; createdAt: string; sentAt: string | null }[];
  auditLog: { at: string; action: string; by: string; details: Record<string, unknown> }[];
  usageEvents: { name: string; source: string; properties: unknown; occurredAt: string }[];
}
