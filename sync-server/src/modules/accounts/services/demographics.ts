import type { Kysely } from 'kysely';
import { neoDefinition } from '@career/scoring/neo/neo-definition';
import { normGroupOf } from '@career/scoring/neo/norm-input-of';
import type { Database } from '../../../db/schema';
import { inWriteTransaction } from '../../../db/write-transaction';
import { AppError } from '../../../http/app-error';
import { rescoreCompletedNeo } from '../../answers/services/neo-rescore';
import type { DemographicsDto } from '../contract/demographics-rules';
import type { DemographicsBody } from '../contract/demographics-schemas';
import type { UserRecord } from '../repositories/user-repository';
import { lockUser, updateDemographics } from '../repositories/user-repository';

export const ADMIN_NO_DEMOGRAPHICS_MESSAGE = 'Admins take no assessments: birth year and sex are asked of clients.';

/**
 * Stores a client's optional birth year and sex and, when their NEO is completed and these now
 * select another norm group, scores it again from its stored answers, in one transaction.
 */
export async function saveDemographics(db: Kysely<Database>, user: UserRecord, body: DemographicsBody, now: string): Promise<DemographicsDto> {
  if (user.isAdmin) throw new AppError('forbidden', ADMIN_NO_DEMOGRAPHICS_MESSAGE);
  const neoRescored = await inWriteTransaction(db, async (trx) => {
    await lockUser(trx, user.id);
    await updateDemographics(trx, user.id, body, now);
    return rescoreCompletedNeo(trx, user.id, body, now);
  });
  const comparedWith = normGroupOf(neoDefinition.norms, body, new Date(now).getUTCFullYear()).label;
  return { birthYear: body.birthYear, sex: body.sex, neoRescored, comparedWith };
}
