import type { Kysely } from 'kysely';
import type { AppDeps } from '../../../app-deps';
import type { Database } from '../../../db/schema';
import { noteDepressionAnswers } from '../../safety/services/safety-raise';
import { listAnswers } from '../repositories/answer-repository';
import type { AnswerRules } from './answer-rules';
import { toSpecAnswers } from './answer-shape';

/** The one assessment whose answers can call for a safety check-in. */
const WATCHED_ASSESSMENT = 'depression-screening';

export type SafetyWatchDeps = Pick<AppDeps, 'email' | 'config'>;

/**
 * A save's part in the safety flag (modules/safety): the client's stored depression answers read
 * before the save's writes (with the progress row locked) and after them, handed to the safety
 * service, which raises the flag in the same transaction and queues the admins' e-mail. A save
 * that rolls back (a replay, a refusal, an error) raises nothing; `committed()` starts the
 * e-mail's delivery once the save is on disk.
 */
export interface SafetyWatch {
  before(trx: Kysely<Database>): Promise<void>;
  after(trx: Kysely<Database>, completed: boolean): Promise<void>;
  committed(): void;
}

/**
 * The watch of one save, made once per save (`now`: the time the answers arrived); undefined for
 * every other assessment, whose saves read and write nothing more.
 */
export function safetyWatchOf(deps: SafetyWatchDeps, rules: AnswerRules, userId: string, now: string): SafetyWatch | undefined {
  if (rules.assessmentId !== WATCHED_ASSESSMENT) return undefined;
  const stored = async (trx: Kysely<Database>): Promise<unknown[]> => {
    const answers = toSpecAnswers(rules, await listAnswers(trx, userId, rules.assessmentId));
    return Array.isArray(answers) ? answers : [];
  };
  let before: unknown[] = [];
  let emailQueued = false;
  return {
    async before(trx) {
      emailQueued = false;
      before = await stored(trx);
    },
    async after(trx, completed) {
      emailQueued = await noteDepressionAnswers(deps, trx, { userId, before, after: await stored(trx), completed, at: now });
    },
    committed() {
      if (emailQueued) deps.email.flush();
      emailQueued = false;
    },
  };
}
