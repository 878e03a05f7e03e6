import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertUser } from '../../accounts/repositories/user-repository';
import { PLAN_SEED } from '../data/plans';
import type { TestDatabase } from '../../../test/test-databases';
import { createSqliteTestDatabase, dialectCases } from '../../../test/test-databases';
import { assignPlan, currentPlanAssessments, currentPlanOfUser, upsertPlans } from './plan-repository';

const { cases, postgresSkipReason } = await dialectCases();
const AT = '2026-11-28T10:00:00.000Z';

async function withUser(database: TestDatabase, id = 'user-1') {
  await upsertPlans(database.db, PLAN_SEED);
  await insertUser(database.db, { id, email: `${id}@example.com`, firstName: 'Ada', lastName: 'Lovelace', passwordHash: 'x', createdAt: AT });
}

describe.each(cases)("the user's current plan on $dialect", ({ create }) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await create();
    await withUser(database);
  });
  afterEach(async () => database.close());

  it('is the newest assignment, the later id winning when two share a time', async () => {
    expect(await currentPlanAssessments(database.db, 'user-1')).toBeUndefined();
    await assignPlan(database.db, { id: 'a-1', userId: 'user-1', planId: 'premium', source: 'checkout', createdAt: '2026-11-01T00:00:00.000Z' });
    await assignPlan(database.db, { id: 'a-3', userId: 'user-1', planId: 'essential', source: 'checkout', createdAt: AT });
    await assignPlan(database.db, { id: 'a-2', userId: 'user-1', planId: 'free', source: 'admin', createdAt: AT });
    expect((await currentPlanOfUser(database.db, 'user-1'))?._id).toBe('essential');
    const essential = PLAN_SEED.find((plan) => plan._id === 'essential');
    expect(await currentPlanAssessments(database.db, 'user-1')).toEqual(essential?.assessments);
  });
});

if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

describe("reading the current plan (SQLite's query plan)", () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createSqliteTestDatabase();
    await withUser(database);
  });
  afterEach(async () => database.close());

  it("finds the newest assignment in the index, without sorting the user's assignments", async () => {
    // The same read as currentPlanAssessments (every answer save makes it).
    const query = database.db
      .selectFrom('user_plans')
      .innerJoin('plans', 'plans.id', 'user_plans.plan_id')
      .select('plans.assessments')
      .where('user_plans.user_id', '=', 'user-1')
      .orderBy('user_plans.created_at', 'desc')
      .orderBy('user_plans.id', 'desc')
      .limit(1)
      .compile();
    if (database.driver.dialect !== 'sqlite') throw new Error('A SQLite database was expected.');
    const plan = database.driver.sqlite.prepare(`explain query plan ${query.sql}`).all(...query.parameters) as { detail: string }[];
    const details = plan.map((row) => row.detail);
    expect(details.join('\n')).toContain('USING INDEX user_plans_current_idx');
    expect(details.join('\n')).not.toContain('TEMP B-TREE');
  });
});
