import type { Migration } from 'kysely';
import * as accountsAndPlans from './migrations/2026-11-22-001-accounts-and-plans';
import * as answers from './migrations/2026-11-22-002-answers';
import * as retentionIndexes from './migrations/2026-11-22-003-retention-indexes';
import * as rateLimits from './migrations/2026-11-23-001-rate-limits';
import * as adminMfa from './migrations/2026-11-23-002-admin-mfa';
import * as emailQueue from './migrations/2026-11-23-003-email-queue';
import * as storageProbe from './migrations/2026-11-23-004-storage-probe';
import * as ordersAndEvents from './migrations/2026-11-24-001-orders-and-events';
import * as auditLog from './migrations/2026-11-24-002-audit-log';
import * as careerRecords from './migrations/2026-11-24-003-career-records';
import * as provider from './migrations/2026-11-24-004-provider';
import * as coaches from './migrations/2026-11-24-005-coaches';
import * as bookingDelivery from './migrations/2026-11-24-006-booking-delivery';
import * as emailAttachments from './migrations/2026-11-24-007-email-attachments';
import * as contact from './migrations/2026-11-24-008-contact';
import * as jobs from './migrations/2026-11-25-001-jobs';
import * as lastActive from './migrations/2026-11-25-010-last-active';
import * as oneOpenOrder from './migrations/2026-11-26-001-one-open-order';
import * as actingSessions from './migrations/2026-11-26-002-acting-sessions';
import * as demographics from './migrations/2026-11-27-001-demographics';
import * as timeZone from './migrations/2026-11-27-002-time-zone';
import * as careerIdeas from './migrations/2026-11-28-001-career-ideas';
import * as answerBatchFunction from './migrations/2026-11-28-002-answer-batch-function';
import * as answerBatchClampedCount from './migrations/2026-11-28-003-answer-batch-clamped-count';
import * as currentPlanIndex from './migrations/2026-11-28-004-current-plan-index';
import * as answerBatchSessionCheck from './migrations/2026-11-28-005-answer-batch-session-check';
import * as safetyFlags from './migrations/2026-11-28-006-safety-flags';
import * as careerWorkValues from './migrations/2026-12-06-001-career-work-values';
import * as shortlistEmailTurn from './migrations/2026-12-06-002-shortlist-email-turn';
import * as sessionNotes from './migrations/2026-12-07-001-session-notes';

/** Every migration, by its date-prefixed name. Kysely runs them in name order. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-001-accounts-and-plans': accountsAndPlans,
  '2026-11-22-002-answers': answers,
  '2026-11-22-003-retention-indexes': retentionIndexes,
  '2026-11-23-001-rate-limits': rateLimits,
  '2026-11-23-002-admin-mfa': adminMfa,
  '2026-11-23-003-email-queue': emailQueue,
  '2026-11-23-004-storage-probe': storageProbe,
  '2026-11-24-001-orders-and-events': ordersAndEvents,
  '2026-11-24-002-audit-log': auditLog,
  '2026-11-24-003-career-records': careerRecords,
  '2026-11-24-004-provider': provider,
  '2026-11-24-005-coaches': coaches,
  '2026-11-24-006-booking-delivery': bookingDelivery,
  '2026-11-24-007-email-attachments': emailAttachments,
  '2026-11-24-008-contact': contact,
  '2026-11-25-001-jobs': jobs,
  '2026-11-25-010-last-active': lastActive,
  '2026-11-26-001-one-open-order': oneOpenOrder,
  '2026-11-26-002-acting-sessions': actingSessions,
  '2026-11-27-001-demographics': demographics,
  '2026-11-27-002-time-zone': timeZone,
  '2026-11-28-001-career-ideas': careerIdeas,
  '2026-11-28-002-answer-batch-function': answerBatchFunction,
  '2026-11-28-003-answer-batch-clamped-count': answerBatchClampedCount,
  '2026-11-28-004-current-plan-index': currentPlanIndex,
  '2026-11-28-005-answer-batch-session-check': answerBatchSessionCheck,
  '2026-11-28-006-safety-flags': safetyFlags,
  '2026-12-06-001-career-work-values': careerWorkValues,
  '2026-12-06-002-shortlist-email-turn': shortlistEmailTurn,
  '2026-12-07-001-session-notes': sessionNotes,
};
