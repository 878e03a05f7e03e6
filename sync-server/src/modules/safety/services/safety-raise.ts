import type { Kysely } from 'kysely';
import type { AppDeps } from '../../../app-deps';
import type { Database } from '../../../db/schema';
import { newId } from '../../../ids';
import { moreUrgent } from '@career/scoring/depression/safety-level';
import { findUserById, listAdminAddresses } from '../../accounts/services/user-store';
import type { SafetyLevel } from '../contract/safety-dto';
import { emailedOnDay, findOpenFlag, insertFlag, markEmailed, upgradeOpenFlag } from '../repositories/safety-flag-repository';
import { adminUserLink, safetyCheckInEmail } from './safety-email';
import type { DepressionAnswersChange } from './safety-trigger';
import { levelRaisedBy } from './safety-trigger';

type Deps = Pick<AppDeps, 'email' | 'config'>;

/** The calendar day of an instant on the server's clock, in UTC ('2026-11-28'): the e-mail's once-a-day. */
export function utcDayOf(at: string): string {
  return new Date(at).toISOString().slice(0, 10);
}

/**
 * E-mails every admin about the client's flag `flagId`, unless they were e-mailed about this
 * client on the same UTC day (about this flag or one closed since). Queued in the caller's
 * transaction; true when anything was queued (the caller flushes after its commit).
 */
async function emailAdmins(deps: Deps, trx: Kysely<Database>, userId: string, flagId: string, at: string): Promise<boolean> {
  const day = utcDayOf(at);
  if (await emailedOnDay(trx, userId, day)) return false;
  const client = await findUserById(trx, userId);
  const admins = client ? await listAdminAddresses(trx) : [];
  if (!client || admins.length === 0) return false;
  const link = adminUserLink(deps.config.publicUrl, userId);
  for (const admin of admins) await deps.email.queue(trx, safetyCheckInEmail(admin, client, link));
  await markEmailed(trx, flagId, day);
  return true;
}

/**
 * Raises the client's flag to `level` at `at` (the time the answer arrived), in the caller's
 * transaction: opens one when none is open, makes an open one more urgent (plans > thoughts >
 * high-total, never less), and e-mails the admins when it opened or changed. True when an e-mail
 * was queued. Callers hold the client's depression progress row, so raises of one client run one
 * at a time; a check-in closing the flag meanwhile makes this open a new one.
 */
export async function raiseSafetyFlag(deps: Deps, trx: Kysely<Database>, userId: string, level: SafetyLevel, at: string): Promise<boolean> {
  const open = await findOpenFlag(trx, userId);
  if (open && moreUrgent(open.level, level) === open.level) return false;
  let flagId: string;
  if (open && (await upgradeOpenFlag(trx, open.id, level, at))) {
    flagId = open.id;
  } else {
    flagId = newId(Date.parse(at));
    await insertFlag(trx, { id: flagId, userId, level, at });
  }
  return emailAdmins(deps, trx, userId, flagId, at);
}

/**
 * The answers module's call for every save of the depression screening: the client's stored
 * answers before and after it (safety-trigger.ts says what raises what). Nothing is read or
 * written when the save raises nothing.
 */
export async function noteDepressionAnswers(deps: Deps, trx: Kysely<Database>, change: DepressionAnswersChange & { userId: string; at: string }): Promise<boolean> {
  const level = levelRaisedBy(change);
  return level === null ? false : raiseSafetyFlag(deps, trx, change.userId, level, change.at);
}
