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
  consent: Generated<number>;
  /** Bumped on logout and password reset: every session token carrying an older value is revoked. */
  session_version: Generated<number>;
  created_at: string;
  updated_at: string;
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
}

export interface AuthTokensTable {
  /** SHA-256 of the token sent by e-mail; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  purpose: 'verify-email' | 'reset-password';
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface EmailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
}

export interface AssessmentAnswersTable {
  user_id: string;
  assessment_id: string;
  /** The answer's key (see contract/answer-dto.ts): question index, card list id or question id. */
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

export interface Database {
  users: UsersTable;
  plans: PlansTable;
  user_plans: UserPlansTable;
  auth_tokens: AuthTokensTable;
  email_outbox: EmailOutboxTable;
  assessment_answers: AssessmentAnswersTable;
  assessment_progress: AssessmentProgressTable;
  answer_batches: AnswerBatchesTable;
}
