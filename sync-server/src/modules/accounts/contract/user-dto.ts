import type { Sex } from './demographics-rules';
import type { LastSyncDto } from '../../provider/contract/elevate-dto';
import type { AssessmentId } from '@career/scoring/assessment-ids';
import type { SafetyLevel } from '@career/scoring/depression/safety-level';
import type { CoachSession, PlanId } from '../../plans/contract/plan-dto';

/** The current plan first, then earlier ones (the spec's `plans` array). */
export interface UserPlanDto {
  _id: PlanId;
  name: string;
  order: number;
  assessments: AssessmentId[];
  /** The coach sessions the plan includes ('interview', 'results'). */
  sessions: CoachSession[];
}

export interface AppointmentDto {
  scheduled: boolean;
  userId: string;
  eventId: string | null;
  startTime: string | null;
  /** Who holds the session, and the video link to join it (this product's additions). */
  coachName?: string;
  meetingUrl?: string;
}

export interface LeanAssessmentDto {
  id: AssessmentId;
  completed: boolean;
  completedAt: string | null;
  /** myers-briggs only: the gender answered ('m', 'f', 'other'), or null. */
  gender?: string | null;
  /** myers-briggs only: the MBTI results have arrived from the provider. */
  MBTI?: boolean;
  /** myers-briggs only: the SII (Strong) results have arrived from the provider. */
  SII?: boolean;
}

export interface AssessmentDataDto {
  _id: AssessmentId;
  version: string;
  answers: unknown[] | Record<string, unknown>;
  completed: boolean;
  completedAt: string | null;
  questionsAnswered: number;
  results: unknown;
}

/** GET /api/users/current */
export interface CurrentUserDto {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  admin: boolean;
  isVerified: boolean;
  isNumVerified: boolean;
  consent: boolean;
  createdAt: string;
  /** Optional, for the NEO's norm group: the year of birth, and 'female' | 'male' | 'unspecified'; null until given. */
  birthYear: number | null;
  sex: Sex | null;
  /**
   * The account's IANA time zone: booking times are written on its clock, here and in the client's
   * e-mails. Null until known (the app then uses the browser's; e-mails UTC).
   */
  timeZone: string | null;
  /** 'browser': taken at sign-up or sign-in (and again at the next); 'profile': chosen on /profile. Null with no zone. */
  timeZoneSource: 'browser' | 'profile' | null;
  plans: UserPlanDto[];
  appointments: { interview: AppointmentDto | null; results: AppointmentDto | null };
  interviewScheduled: boolean;
  resultsScheduled: boolean;
  leanAssessmentData: LeanAssessmentDto[];
  assessmentData: AssessmentDataDto[];
  /** Set while an admin acts as this user: who, and until when (the banner). */
  actingAs?: { admin: { _id: string; firstName: string; lastName: string; timeZone: string | null }; expiresAt: string };
}

/** One row of GET /api/users/ (admin). */
export interface UserSummaryDto {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  admin: boolean;
  isVerified: boolean;
  createdAt: string;
  plan: { _id: PlanId; name: string } | null;
  /** A safety flag is open (modules/safety): a counselor should check in, until an admin marks it done. */
  safetyFlag: boolean;
  /** Why, the most urgent reason raised since it opened: 'plans', 'thoughts', 'high-total'; null without a flag. */
  safetyLevel: SafetyLevel | null;
  /** When the answer that set that level arrived (ISO, the server's clock); null without a flag. */
  safetyFlaggedAt: string | null;
  /** Assessments of the current plan completed, and how many the plan has (the spec's completion). */
  assessmentsCompleted: number;
  assessmentsTotal: number;
  /** The psychosocial interview is completed (the table's Interview button). */
  interviewCompleted: boolean;
  /** The MBTI and SII results synced from the provider; null when the plan has no Myers-Briggs step. */
  elevate: { mbti: boolean; sii: boolean; lastSync: LastSyncDto | null } | null;
  /** The coach sessions the current plan includes (none on Free or without a plan). */
  planSessions: CoachSession[];
  /** The start (ISO) of the client's live interview and results sessions, or null when none is booked. */
  interviewSession: string | null;
  resultsSession: string | null;
}
