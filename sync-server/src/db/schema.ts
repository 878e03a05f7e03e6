import type { ColumnType, Generated } from 'kysely';

/**
 * Table types for Kysely. Portable across SQLite and PostgreSQL: ids are text UUIDs, flags are
 * integers 0/1, instants are ISO-8601 UTC text, lists are JSON text.
 */
export interface UsersTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  is_admin: Generated<number>;
  is_verified: Generated<number>;
  is_num_verified: Generated<number>;
  /** The verified phone number ('1' and 10 digits), unique; null until verified. */
  phone_number: Generated<string | null>;
  consent: Generated<number>;
  /** Bumped on logout and password reset: every session token carrying an older value is revoked. */
  session_version: Generated<number>;
  created_at: string;
  updated_at: string;
  /** The last sign-in (null before the first one since it was recorded): part of "last activity" for retention. */
  last_active_at: Generated<string | null>;
  /** Optional, for the NEO's norm group: the year of birth, and 'female' | 'male' | 'unspecified'. Null until given. */
  birth_year: Generated<number | null>;
  sex: Generated<string | null>;
  /** The account's IANA time zone (booking times are written on its clock); null until known. */
  time_zone: Generated<string | null>;
  /** 'browser' (taken at sign-up and each sign-in) or 'profile' (chosen on /profile, kept at sign-in); null with no zone. */
  time_zone_source: Generated<string | null>;
}

export interface PlansTable {
  id: string;
  name: string;
  display_order: number;
  tagline: string;
  /** JSON array of text. */
  features: string;
  price_cents: number;
  processing_fee_percentage: number;
  /** JSON array of assessment ids. */
  assessments: string;
  /** JSON array of coach sessions included: 'interview', 'results'. */
  sessions: string;
}

export interface UserPlansTable {
  id: string;
  user_id: string;
  plan_id: string;
  /** How the plan was obtained: self (free initialisation), admin, checkout, demo. */
  source: string;
  created_at: string;
  /** The paid order that brought this plan (unique: an order changes the plan once). */
  order_id: ColumnType<string | null, string | null | undefined, never>;
}

/** pending -> paid | failed | expired; paid -> refunded (paid for a plan that could not be applied). */
export type OrderStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'refunded';

/** A checkout the server started: every amount computed by the server from its plan data. */
export interface OrdersTable {
  id: string;
  user_id: string;
  /** The plan before the upgrade (null when the user had none). */
  plan_from: string | null;
  plan_to: string;
  /** In cents: the plan price, or the upgrade difference. */
  amount_cents: number;
  fee_cents: number;
  total_cents: number;
  fee_percentage: number;
  /** ISO 4217, lower case as Stripe writes it ('usd'). */
  currency: string;
  /** 'stripe' or 'embedded'. */
  provider: string;
  /** The provider's checkout session id; set once the session exists. */
  provider_session_id: string | null;
  status: OrderStatus;
  created_at: string;
  /** When the checkout session stops taking payment; a pending order past it is expired. */
  expires_at: string;
  paid_at: string | null;
  updated_at: string;
}

/** The embedded payment provider's checkout sessions (demo mode without a card provider). */
export interface EmbeddedCheckoutSessionsTable {
  id: string;
  /** JSON of the Stripe-shaped Checkout Session object. */
  session: string;
  status: 'open' | 'complete' | 'expired';
  expires_at: string;
  created_at: string;
  completed_at: string | null;
}

/** Product analytics events: the default sink, and the queue of the forwarding sink. */
export interface AnalyticsEventsTable {
  id: string;
  name: string;
  /** JSON object of the event's properties (never personal data). */
  properties: string;
  source: 'client' | 'server';
  /** A pseudonymous id: a visitor's random device id, or a keyed hash of the user id. */
  distinct_id: string;
  occurred_at: string;
  received_at: string;
  /** Set once the forwarding sink accepted the event (null while waiting, or with no forwarding). */
  forwarded_at: string | null;
  forward_attempts: Generated<number>;
  locked_until: string | null;
  lease_token: string | null;
}

export interface AuthTokensTable {
  /** SHA-256 of the token sent by e-mail; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  purpose: 'verify-email' | 'reset-password' | 'sign-in-link';
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** The durable e-mail queue (and, without SMTP, the embedded outbox). */
export interface EmailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  /** Emptied once the message is sent over SMTP or given up: the bodies carry one-time links. */
  text_body: string;
  html_body: string;
  created_at: string;
  /** Which template wrote it ('verify-email', 'reset-password'): what the log names, besides the id. */
  template: Generated<string>;
  status: Generated<EmailStatus>;
  /** Delivery attempts claimed so far. */
  attempts: Generated<number>;
  /** When a pending message is next due; null once sent or failed. */
  next_attempt_at: string | null;
  /** A worker's claim: while in the future, no other worker takes the message. */
  locked_until: string | null;
  /** Names the claim, so a worker whose lease ran out cannot record over a newer one. */
  lease_token: string | null;
  sent_at: string | null;
  /** The last failure's error code and SMTP reply code only (never addresses or message text). */
  last_error: string | null;
  /** JSON [{ filename, contentType, content }] (a booking's .ics), or null; emptied with the bodies. */
  attachments: Generated<string | null>;
  /** Where a reply goes, when not to the sender (the contact e-mail replies to the visitor). */
  reply_to: Generated<string | null>;
}

export type EmailStatus = 'pending' | 'sent' | 'failed';

export interface AssessmentAnswersTable {
  user_id: string;
  assessment_id: string;
  /** The answer's key (see modules/answers/contract/answer-dto.ts): question index, card list id or question id. */
  item_key: string;
  /** JSON text of the answer; null when it was cleared (the row keeps the clearing stamp). */
  value: string | null;
  /** The client's clock when the answer was chosen (ms). bigint: PostgreSQL reads it as a string. */
  client_stamp: ColumnType<number | string, number, number>;
  updated_at: string;
}

export interface AssessmentProgressTable {
  user_id: string;
  assessment_id: string;
  /** The instrument version the answers were given to. */
  version: string;
  total_questions: number;
  questions_answered: number;
  completed: number;
  completed_at: string | null;
  /** JSON text of the scoring result, or null (not scored, or results come from a provider). */
  results: string | null;
  scoring_version: string | null;
  updated_at: string;
}

export interface AnswerBatchesTable {
  /** The client's UUID for the batch: the idempotency key. */
  batch_id: string;
  user_id: string;
  assessment_id: string;
  /** SHA-256 (hex) of the canonical JSON of the request body. */
  payload_hash: string;
  /** JSON text of the response first given (AnswerSaveResponse). */
  response: string;
  created_at: string;
}

/** rate-limiter-flexible's counters: `expire` is epoch milliseconds, null for no expiry. */
export interface RateLimitsTable {
  key: string;
  points: number;
  expire: number | string | null;
}

/** Always empty: the storage health probe's insert and delete (see db/storage-probe.ts). */
export interface StorageProbeTable {
  id: string;
  padding: string;
}

/** An admin's TOTP second factor; `confirmed_at` is null until the first code was entered. */
export interface UserMfaTable {
  user_id: string;
  /** The base32 secret, AES-256-GCM encrypted with a key derived from the session secret. */
  secret_ciphertext: string;
  confirmed_at: string | null;
  /** The RFC 6238 time step of the last accepted code: codes of this step or earlier are refused. */
  last_used_step: number | null;
  created_at: string;
  updated_at: string;
}

/** Single-use recovery codes of the second factor; only their SHA-256 is stored. */
export interface MfaRecoveryCodesTable {
  user_id: string;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/** The admins' audit log (append-only). */
export interface AuditLogTable {
  id: string;
  at: string;
  actor_id: string;
  /** 'Name <e-mail>' of the admin at the time. */
  actor_label: string;
  action: string;
  subject_id: string | null;
  subject_label: string | null;
  /** JSON object: what changed or was seen (plan from and to, the view, the acting session's end). */
  details: string;
}

/** An admin acting as a client, live until 'Return to admin', the admin's logout or expires_at. */
export interface ActingSessionsTable {
  /** The acting token's jti. */
  id: string;
  admin_id: string;
  user_id: string;
  started_at: string;
  expires_at: string;
}

export interface CareerRecordsTable {
  id: string;
  job_title: string;
  family_type: string;
  secondary_family: string;
  sii_1: string;
  sii_2: string;
  sii_3: string;
  mbti_1: string;
  mbti_2: string;
  mbti_3: string;
  salary: string;
  stress_level: string;
  min_edu: string;
  description: string;
  /** 'onet' (seeded) or 'admin'. */
  source: string;
  /** The O*NET-SOC code of a seeded record. */
  source_key: string | null;
  /** 1 while MBTI_1-3 are the seed's derived letters. */
  mbti_derived: number;
  created_at: string;
  updated_at: string;
  /** O*NET interest ratings (OI, 1-7); null for an admin's record. */
  interest_r: Generated<number | null>;
  interest_i: Generated<number | null>;
  interest_a: Generated<number | null>;
  interest_s: Generated<number | null>;
  interest_e: Generated<number | null>;
  interest_c: Generated<number | null>;
  /** O*NET Job Zone 1-5, null when unknown. */
  job_zone: Generated<number | null>;
  /** BLS May 2019 national median wage (USD), null when unknown. */
  median_wage: Generated<number | null>;
  /** O*NET Work Values extents (EX, 1-7), Content Model order; null for an admin's record or an unrated occupation. */
  value_achievement: Generated<number | null>;
  value_working_conditions: Generated<number | null>;
  value_recognition: Generated<number | null>;
  value_relationships: Generated<number | null>;
  value_support: Generated<number | null>;
  value_independence: Generated<number | null>;
}

export interface CareerShortlistsTable {
  user_id: string;
  summary: string;
  /** JSON: ShortlistItemDto[] as shared. */
  items: string;
  shared_at: string;
  shared_by: string;
  shared_by_name: string;
  /** When the latest e-mail about the client's shortlist went out or is to go out (at most one every 10 minutes); null before the first. */
  email_due_at: string | null;
  /** That e-mail's outbox id: a share while it waits puts the newer list in its place. */
  email_id: string | null;
}

export interface CareerShortlistHistoryTable {
  id: string;
  user_id: string;
  summary: string;
  items: string;
  shared_at: string;
  shared_by_name: string;
  replaced_at: string;
}

export interface CareerIdeaMarksTable {
  user_id: string;
  record_id: string;
  /** 'interested', 'not_for_me', or null (cleared). */
  mark: string | null;
  /** The device's time of the mark (ms); PostgreSQL returns bigint as a string. */
  stamp: ColumnType<number | string, number, number>;
  updated_at: string;
}

/** A counselor's private note about a client (migration 2026-12-07-001; the notes module). */
export interface SessionNotesTable {
  id: string;
  user_id: string;
  author_id: string;
  /** The author's name when the note was written. */
  author_name: string;
  /** The session (coach_bookings.id) the note is about, or null. */
  booking_id: string | null;
  /** The earlier note of the same client this one corrects, or null. */
  corrects_id: string | null;
  text: string;
  created_at: string;
  /** When the author last edited it (within 24 hours of created_at), or null. */
  updated_at: string | null;
}

/** A client who needs a safety check-in (migration 2026-11-28-006; the safety module). */
export interface SafetyFlagsTable {
  id: string;
  user_id: string;
  /** 'plans' | 'thoughts' | 'high-total' (scoring's SafetyLevel). */
  level: string;
  opened_at: string;
  /** When the answer that set the current level arrived (the server's clock). */
  flagged_at: string;
  /** The UTC day ('2026-11-28') the admins were e-mailed about this flag, or null. */
  emailed_on: string | null;
  /** Set by an admin's check-in; null while the flag is open (at most one open per user). */
  closed_at: string | null;
  closed_by: string | null;
}

export interface CareerRecordSeedsTable {
  source_key: string;
  seeded_at: string;
}

export interface CareerRecordsMetaTable {
  id: number;
  revision: number;
}

/** The one-time code last sent to a user's phone: hashed, single use, 5 minutes, 5 tries. */
export interface PhoneCodesTable {
  user_id: string;
  phone_number: string;
  /** HMAC-SHA256 of the user id and the code under a server key (6 digits are too few for a plain hash). */
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** The newest MBTI or SII result synced from the provider, per user and test, as the provider sent it. */
export interface ProviderResultsTable {
  user_id: string;
  test: 'mbti' | 'sii';
  provider_assessment_id: string;
  completed_at: string;
  /** JSON: the provider's result (MbtiProviderResult or SiiInput). */
  payload: string;
  synced_at: string;
}

/** When a client was last sent to the provider (the test-date window's anchor before completion). */
export interface ProviderHandoffsTable {
  user_id: string;
  last_handoff_at: string;
}

export type ProviderSyncJobState = 'queued' | 'running' | 'done';

/** A durable provider sync: an admin's request, or the automatic one after a client's return. */
export interface ProviderSyncJobsTable {
  id: string;
  user_id: string;
  kind: 'admin' | 'auto';
  /** JSON: the sync request (window, e-mail, gender, skipGenerate). */
  request: string;
  /** The admin who asked; null for an automatic sync. */
  requested_by: string | null;
  state: ProviderSyncJobState;
  attempts: Generated<number>;
  /** When a queued job is next due; null once done. */
  next_run_at: string | null;
  /** The job ends with what it has by this time. */
  give_up_at: string;
  locked_until: string | null;
  lease_token: string | null;
  /** JSON: the last report ({mbti, sii}, each {status, detail}). */
  report: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface ElevateSimUsersTable {
  id: string;
  /** Our user id, as the client site sent it. */
  external_id: string;
  email: string;
  first_name: string;
  last_name: string;
  gender: string;
  created_at: string;
}

export interface ElevateSimTokensTable {
  /** SHA-256 of the login token (single use, 5 minutes). */
  token_hash: string;
  sim_user_id: string;
  /** The return address fixed when the token was issued. */
  return_url: string;
  expires_at: string;
  used_at: string | null;
}

export interface ElevateSimSessionsTable {
  id_hash: string;
  sim_user_id: string;
  return_url: string;
  expires_at: string;
}

export interface ElevateSimAssessmentsTable {
  id: string;
  sim_user_id: string;
  type: 'MBTI' | 'SII';
  /** JSON: the answers given. */
  answers: string;
  /** JSON: the result in the provider's shape. */
  result: string;
  completed_at: string;
  report_ready: Generated<number>;
}

/** A career coach: sessions are held by video at `meeting_url`, in the coach's own time zone. */
export interface CoachesTable {
  id: string;
  name: string;
  credential: string;
  photo_url: string | null;
  /** IANA time zone of the coach's weekly availability (America/New_York). */
  time_zone: string;
  meeting_url: string;
  /** The coach's event page on the scheduling provider (Calendly-style); null with the built-in scheduler. */
  scheduling_url: string | null;
  /** Where the coach's copies of booking e-mails go. */
  email: string;
  display_order: number;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One weekly window of a coach, in the coach's zone: weekday 0 (Sunday) to 6, minutes after midnight. */
export interface CoachAvailabilityTable {
  coach_id: string;
  weekday: number;
  start_minute: number;
  end_minute: number;
}

export type CoachBookingStatus = 'booked' | 'cancelled';

/** A session booked with a coach: one live booking per coach and start, and per client and session type. */
export interface CoachBookingsTable {
  id: string;
  user_id: string;
  coach_id: string;
  session_type: 'interview' | 'results';
  start_at: string;
  end_at: string;
  status: CoachBookingStatus;
  /** The scheduling provider's event, when booked through it. */
  provider_event_id: string | null;
  /** The provider's invitee (to cancel there). */
  provider_invitee_uri: string | null;
  /** One calendar event per session across moves (.ics UID), and its revision (.ics SEQUENCE). */
  calendar_uid: string | null;
  calendar_sequence: Generated<number>;
  /** When the 24-hour reminder went out. */
  reminder_sent_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A contact form submission ('Talk to an Expert'); statuses and goals are JSON text arrays. */
export interface ContactSubmissionsTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  age: number | null;
  gender: string | null;
  statuses: string;
  goals: string;
  education: string | null;
  industry: string | null;
  /** Whole dollars, pre-tax. */
  current_salary: number | null;
  desired_salary: number | null;
  how_heard: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  message: string;
  created_at: string;
  handled_at: string | null;
  /** The admin who marked it handled (null once that account is gone). */
  handled_by: string | null;
}

/** The job queue's jobs on SQLite (jobs/sqlite-job-store.ts); on PostgreSQL pg-boss keeps its own. */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'failed';

export interface JobsTable {
  id: string;
  name: string;
  /** JSON object: ids and settings only, never personal data. */
  data: string;
  state: JobState;
  /** At most one waiting ('created') job per name and key. */
  singleton_key: string | null;
  /** A scheduled job's period start (ISO): at most one job per name and period. */
  singleton_on: string | null;
  /** Runs claimed so far (a claim whose lease ran out counts). */
  attempts: Generated<number>;
  retry_limit: number;
  retry_delay_seconds: number;
  retry_backoff: number;
  /** The lease of one run. */
  expire_seconds: number;
  /** Not claimed before this instant. */
  run_after: string;
  /** While active: the claim holds the job until then. */
  locked_until: string | null;
  /** Names the claim, so a run whose lease ran out cannot settle a newer one. */
  lease_token: string | null;
  /** The last failure's error name and message. */
  last_error: string | null;
  created_at: string;
  completed_at: string | null;
}

export interface Database {
  users: UsersTable;
  plans: PlansTable;
  user_plans: UserPlansTable;
  auth_tokens: AuthTokensTable;
  email_outbox: EmailOutboxTable;
  assessment_answers: AssessmentAnswersTable;
  assessment_progress: AssessmentProgressTable;
  answer_batches: AnswerBatchesTable;
  rate_limits: RateLimitsTable;
  user_mfa: UserMfaTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  storage_probe: StorageProbeTable;
  orders: OrdersTable;
  embedded_checkout_sessions: EmbeddedCheckoutSessionsTable;
  analytics_events: AnalyticsEventsTable;
  audit_log: AuditLogTable;
  acting_sessions: ActingSessionsTable;
  career_records: CareerRecordsTable;
  career_record_seeds: CareerRecordSeedsTable;
  career_records_meta: CareerRecordsMetaTable;
  career_shortlists: CareerShortlistsTable;
  career_shortlist_history: CareerShortlistHistoryTable;
  career_idea_marks: CareerIdeaMarksTable;
  safety_flags: SafetyFlagsTable;
  session_notes: SessionNotesTable;
  phone_codes: PhoneCodesTable;
  provider_results: ProviderResultsTable;
  provider_handoffs: ProviderHandoffsTable;
  provider_sync_jobs: ProviderSyncJobsTable;
  elevate_sim_users: ElevateSimUsersTable;
  elevate_sim_tokens: ElevateSimTokensTable;
  elevate_sim_sessions: ElevateSimSessionsTable;
  elevate_sim_assessments: ElevateSimAssessmentsTable;
  coaches: CoachesTable;
  coach_availability: CoachAvailabilityTable;
  coach_bookings: CoachBookingsTable;
  contact_submissions: ContactSubmissionsTable;
  jobs: JobsTable;
}
