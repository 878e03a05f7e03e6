import type { CoachSession } from '@career/sync-server/plans/contract/plan-dto';
import type { AssessmentId } from '@career/scoring/assessment-ids';
import type { AssessmentDataDto } from '@career/sync-server/accounts/contract/user-dto';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../../test/fixtures';
import type { AssessmentSyncSummary } from '../../sync/sync-types';
import { buildDashboard } from './dashboard-model';

const ESSENTIAL = { _id: 'essential' as const, name: 'Essential', order: 2, sessions: ['results'] as CoachSession[], assessments: ['consent', 'depression-screening', 'neo', 'career-values'] as AssessmentId[] };

function data(id: AssessmentId, questionsAnswered: number, completed = false): AssessmentDataDto {
  return { _id: id, version: '1', answers: [], completed, completedAt: completed ? '2026-11-22T10:00:00.000Z' : null, questionsAnswered, results: null };
}

function summary(id: AssessmentId, fields: Partial<AssessmentSyncSummary>): AssessmentSyncSummary {
  return { assessmentId: id, answeredLocally: null, pending: 0, finishRequested: false, completed: false, error: undefined, ...fields };
}

describe('buildDashboard', () => {
  it('lists the plan in order with check, arrow and percent statuses', () => {
    const user = userFixture({ plans: [ESSENTIAL], consent: true, assessmentData: [data('consent', 1, true), data('neo', 108)] });
    const model = buildDashboard(user, {}, true);
    expect(model.rows.map((row) => row.id)).toEqual(ESSENTIAL.assessments);
    expect(model.rows.map((row) => row.status)).toEqual([
      { kind: 'completed' },
      { kind: 'not-started' },
      { kind: 'in-progress', percent: 45 },
      { kind: 'not-started' },
    ]);
    // (1 + 108) / (1 + 21 + 240 + 54) = 0.3449
    expect(model.overall).toBe(0.34);
    expect(model.allComplete).toBe(false);
  });

  it('prefers the device count when the device holds answers', () => {
    const user = userFixture({ plans: [ESSENTIAL], consent: true, assessmentData: [data('neo', 10)] });
    const model = buildDashboard(user, { neo: summary('neo', { answeredLocally: 120, pending: 110 }) }, true);
    const neo = model.rows.find((row) => row.id === 'neo');
    expect(neo?.status).toEqual({ kind: 'in-progress', percent: 50 });
    expect(neo?.syncState).toBe('Waiting to upload');
    expect(buildDashboard(user, { neo: summary('neo', { answeredLocally: 120, pending: 3 }) }, false).rows[2]?.syncState).toBe('Saved on this device');
    expect(buildDashboard(user, { neo: summary('neo', { answeredLocally: 120 }) }, true).rows[2]?.syncState).toBe('Synced');
  });

  it('gates everything but consent on paid plans until consent is given, and disables completed ones', () => {
    const user = userFixture({ plans: [ESSENTIAL], consent: false });
    const gated = buildDashboard(user, {}, true).rows;
    expect(gated.map((row) => [row.id, row.disabled])).toEqual([
      ['consent', false],
      ['depression-screening', true],
      ['neo', true],
      ['career-values', true],
    ]);
    const queued = buildDashboard(user, { consent: summary('consent', { answeredLocally: 1, pending: 1, finishRequested: true }) }, false).rows;
    expect(queued.map((row) => row.disabled)).toEqual([true, false, false, false]);
    expect(queued[0]?.syncState).toBe('Will be submitted when you are back online');
    expect(queued[0]?.status).toEqual({ kind: 'completed' });
  });

  it('does not gate the free plan', () => {
    const user = userFixture({ plans: [{ _id: 'free', name: 'Free', order: 1, sessions: [], assessments: ['neo', 'career-values'] }], consent: false });
    expect(buildDashboard(user, {}, true).rows.every((row) => !row.disabled)).toBe(true);
  });

  it('is complete when every plan assessment is completed', () => {
    const plan = { ...ESSENTIAL, assessments: ['consent', 'neo'] as AssessmentId[] };
    const user = userFixture({ plans: [plan], consent: true, assessmentData: [data('consent', 1, true)] });
    expect(buildDashboard(user, { neo: summary('neo', { answeredLocally: 240, completed: true }) }, true)).toMatchObject({ allComplete: true, overall: 1 });
    expect(buildDashboard(user, { neo: summary('neo', { answeredLocally: 240, finishRequested: true }) }, true).allComplete).toBe(false);
  });

  it("drops the interview from a premium list into the interview session row, and counts it as fully done once completed", () => {
    const premium = { _id: 'premium' as const, name: 'Premium', order: 3, sessions: ['interview', 'results'] as CoachSession[], assessments: ['consent', 'interview'] as AssessmentId[] };
    const inProgress = userFixture({ plans: [premium], consent: true, assessmentData: [data('consent', 1, true), data('interview', 26)] });
    const open = buildDashboard(inProgress, {}, true);
    expect(open.rows.map((row) => row.id)).toEqual(['consent']);
    expect(open.sessions.interview?.status).toEqual({ kind: 'in-progress', percent: 50 });
    expect(open.sessions.results).toBe(true);
    // (1 + 26) / (1 + 52): the interview still counts.
    expect(open.overall).toBe(0.51);
    expect(open.allComplete).toBe(false);
    // showIf leaves questions unanswered: 30 of 52 answered, completed.
    const done = userFixture({ plans: [premium], consent: true, assessmentData: [data('consent', 1, true), data('interview', 30, true)] });
    expect(buildDashboard(done, { interview: summary('interview', { answeredLocally: 30, completed: true }) }, true)).toMatchObject({ overall: 1, allComplete: true });
    expect(buildDashboard(done, {}, true).sessions.interview?.status).toEqual({ kind: 'completed' });
    // Essential keeps every assessment in the list and has only the results session.
    const essential = userFixture({ plans: [{ ...premium, _id: 'essential', name: 'Essential', order: 2, sessions: ['results'], assessments: ['consent', 'neo'] }] });
    expect(buildDashboard(essential, {}, true).sessions).toEqual({ interview: undefined, results: true });
    expect(buildDashboard(userFixture(), {}, true).sessions).toEqual({ interview: undefined, results: false });
  });
});
