import type { AppDeps } from '../../../app-deps';
import { SYSTEM_ACTOR } from '../../admin/contract/audit-dto';
import type { RetentionReportDto } from '../contract/retention-dto';
import type { ErasedCounts } from '../repositories/retention-repository';
import { eraseAssessmentData, listInactiveClients } from '../repositories/retention-repository';
import { lockUser } from '../../accounts/services/user-store';
import { auditAs } from '../../admin/services/audit';

type ClientRetentionDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export interface ClientErasure extends ErasedCounts {
  clients: number;
}

/** The instant RETENTION_YEARS calendar years before `now` (UTC). */
export function retentionCutoff(now: Date, years: number): string {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff.toISOString();
}

/** The dry run: who the next run would erase (clients with assessment data, inactive RETENTION_YEARS). */
export async function retentionReport(deps: ClientRetentionDeps): Promise<RetentionReportDto> {
  const cutoff = retentionCutoff(deps.clock(), deps.config.retentionYears);
  return { retentionYears: deps.config.retentionYears, cutoff, clients: await listInactiveClients(deps.db, cutoff) };
}

/**
 * The consent's promise: a client's answers, results and provider results are erased
 * RETENTION_YEARS after their last activity (the account, plan, orders, bookings and the consent
 * itself stay until the client deletes the account). Each client in a transaction of its own that
 * checks again under the user's lock, so an answer arriving meanwhile keeps the data. A run that
 * erased anything is audited under the system actor, with counts only.
 */
export async function eraseInactiveClients(deps: ClientRetentionDeps): Promise<ClientErasure> {
  const cutoff = retentionCutoff(deps.clock(), deps.config.retentionYears);
  const total: ClientErasure = { clients: 0, answers: 0, progress: 0, answerBatches: 0, providerResults: 0, providerHandoffs: 0 };
  for (const client of await listInactiveClients(deps.db, cutoff)) {
    const erased = await deps.db.transaction().execute(async (trx) => {
      await lockUser(trx, client.id);
      if ((await listInactiveClients(trx, cutoff, client.id)).length === 0) return undefined;
      return eraseAssessmentData(trx, client.id);
    });
    if (!erased) continue;
    total.clients += 1;
    for (const key of Object.keys(erased) as (keyof ErasedCounts)[]) total[key] += erased[key];
  }
  if (total.clients > 0) {
    await auditAs(deps, SYSTEM_ACTOR, 'retention_erase', null, { ...total, retentionYears: deps.config.retentionYears, cutoff });
  }
  return total;
}
