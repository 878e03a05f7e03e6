import type { Kysely } from 'kysely';
import { scoreDepression } from '@career/scoring/depression/score-depression';
import { SCORING_VERSION } from '@career/scoring/scoring-version';
import type { Demographics } from '@career/scoring/neo/norm-input-of';
import type { Database } from '../../../db/schema';
import { inWriteTransaction } from '../../../db/write-transaction';
import { listAnswers } from '../repositories/answer-repository';
import { listUsersWithOutdatedResults } from '../repositories/outdated-results-repository';
import { lockCompletedResults, replaceCompletedResults } from '../repositories/progress-repository';
import { answerRulesFor } from './answer-rules';
import { scoringInput, toSpecAnswers } from './answer-shape';
import { rescoreCompletedNeo } from './neo-rescore';

export interface RescoreCounts {
  neo: number;
  depression: number;
}

/** A completed depression screening scored again from its answers (the result gains what new rules add, e.g. safetyLevel). */
async function rescoreCompletedDepression(trx: Kysely<Database>, userId: string, now: string): Promise<boolean> {
  const key = { userId, assessmentId: 'depression-screening' };
  const stored = await lockCompletedResults(trx, key);
  if (!stored || stored.results === null || stored.scoringVersion === SCORING_VERSION) return false;
  const rules = answerRulesFor('depression-screening');
  const answers = toSpecAnswers(rules, await listAnswers(trx, userId, 'depression-screening'));
  await replaceCompletedResults(trx, key, { results: scoreDepression(scoringInput(rules, answers)), scoringVersion: SCORING_VERSION, now });
  return true;
}

/**
 * Scores again, from their stored answers, the completed results that older scoring rules produced
 * (run once at start-up: a result rescored carries SCORING_VERSION and is not listed again). NEO
 * results keep their history and their norm group's age as scored; each user is one transaction,
 * so an interrupted start-up resumes where it stopped.
 */
export async function rescoreOutdatedResults(
  db: Kysely<Database>,
  now: string,
  demographicsOf: (db: Kysely<Database>, userId: string) => Promise<Demographics>,
): Promise<RescoreCounts> {
  const counts: RescoreCounts = { neo: 0, depression: 0 };
  for (const userId of await listUsersWithOutdatedResults(db, 'neo', SCORING_VERSION)) {
    const demographics = await demographicsOf(db, userId);
    if (await inWriteTransaction(db, (trx) => rescoreCompletedNeo(trx, userId, demographics, now, { ageAsScored: true }))) counts.neo += 1;
  }
  for (const userId of await listUsersWithOutdatedResults(db, 'depression-screening', SCORING_VERSION)) {
    if (await inWriteTransaction(db, (trx) => rescoreCompletedDepression(trx, userId, now))) counts.depression += 1;
  }
  return counts;
}
