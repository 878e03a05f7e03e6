import type { AppDeps } from '../../../app-deps';
import type { PlanId } from '../../plans/contract/plan-dto';
import { newId } from '../../../ids';
import { findUserByEmail, insertUser, updatePassword } from '../repositories/user-repository';
import { COMPLETE_DEMO_EMAIL, completeDemoClientAssessments } from '../../answers/services/demo-complete-client';
import { changePlan } from '../../plans/services/plan-change';

/** Published demo password: demo accounts exist only in demo mode (DEMO_MODE=true, the default). */
export const DEMO_PASSWORD = 'Career-Demo-2026';

export const DEMO_ACCOUNTS: readonly { email: string; firstName: string; lastName: string; admin: boolean; plan: PlanId | null }[] = [
  { email: 'admin@demo.example', firstName: 'Ada', lastName: 'Admin', admin: true, plan: null },
  { email: 'free@demo.example', firstName: 'Frances', lastName: 'Free', admin: false, plan: 'free' },
  { email: 'essential@demo.example', firstName: 'Eli', lastName: 'Essential', admin: false, plan: 'essential' },
  { email: 'premium@demo.example', firstName: 'Priya', lastName: 'Premium', admin: false, plan: 'premium' },
  // Every assessment of the plan completed on creation, with results (modules/answers/services/demo-complete-client.ts).
  { email: COMPLETE_DEMO_EMAIL, firstName: 'Casey', lastName: 'Complete', admin: false, plan: 'essential' },
];

export interface EnsureDemoAccountsOptions {
  /**
   * Complete the complete demo client's assessments when it is created (default true). Tests
   * that do not look at it turn this off: the completion costs a few hundred milliseconds.
   */
  completeDemoClient?: boolean;
}

/**
 * Creates the demo accounts that are missing; returns the e-mails created (empty on later starts).
 * The password is public, so one hash serves every demo account. The complete demo client's
 * assessments are completed when it is created, and only then: a restart changes nothing.
 */
export async function ensureDemoAccounts(
  deps: Pick<AppDeps, 'db' | 'clock' | 'passwords' | 'metrics' | 'email' | 'config'>,
  passwordHash?: string,
  options: EnsureDemoAccountsOptions = {},
): Promise<string[]> {
  const created: string[] = [];
  let hash = passwordHash;
  for (const account of DEMO_ACCOUNTS) {
    const existing = await findUserByEmail(deps.db, account.email);
    if (existing) {
      // Disabled by a start outside demo mode: demo mode again gives it its public password back.
      if (existing.passwordHash === DISABLED_DEMO_PASSWORD) {
        await updatePassword(deps.db, existing.id, (hash ??= await deps.passwords.hash(DEMO_PASSWORD)), deps.clock().toISOString());
      }
      continue;
    }
    hash ??= await deps.passwords.hash(DEMO_PASSWORD);
    const now = deps.clock();
    const id = newId(now.getTime());
    await insertUser(deps.db, {
      id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      passwordHash: hash,
      isAdmin: account.admin,
      isVerified: true,
      createdAt: now.toISOString(),
    });
    if (account.plan) {
      await changePlan(deps.db, { userId: id, planId: account.plan, source: 'demo', at: now });
    }
    if (account.email === COMPLETE_DEMO_EMAIL && options.completeDemoClient !== false) await completeDemoClientAssessments(deps, id);
    created.push(account.email);
  }
  return created;
}

/** Stands in for a demo account's password hash outside demo mode: no password matches it. */
export const DISABLED_DEMO_PASSWORD = '!demo-account-disabled';

/**
 * Outside demo mode, demo accounts left in the database (an earlier start on the embedded
 * defaults) must not open with their public password: each gets a password hash no password
 * matches, and every session it had is revoked. Returns the e-mails disabled now.
 */
export async function disableDemoAccounts(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<string[]> {
  const disabled: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const existing = await findUserByEmail(deps.db, account.email);
    if (!existing || existing.passwordHash === DISABLED_DEMO_PASSWORD) continue;
    await updatePassword(deps.db, existing.id, DISABLED_DEMO_PASSWORD, deps.clock().toISOString());
    disabled.push(account.email);
  }
  return disabled;
}
