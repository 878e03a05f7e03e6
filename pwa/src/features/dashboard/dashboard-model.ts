import type { AssessmentId } from '@career/scoring/assessment-ids';
import { overallProgress } from '@career/scoring/progress/overall-progress';
import { progressFromCount } from '@career/scoring/progress/progress-of';
import type { InitialDataDto } from '@career/sync-server/public/contract/initial-data-schema';
import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import type { AssessmentMeta } from '../assessments/assessment-meta';
import { ASSESSMENT_META } from '../assessments/assessment-meta';
import { assessmentMetaOf } from './assessment-meta-of';
import { sessionsOfPlan } from './plan-words';
import type { AssessmentSyncSummaries } from '../../sync/use-sync-summaries';
import { syncStateLabel } from './sync-state-label';

export type AssessmentStatus = { kind: 'completed' } | { kind: 'not-started' } | { kind: 'in-progress'; percent: number };

export interface DashboardRow {
  id: AssessmentId;
  meta: AssessmentMeta;
  status: AssessmentStatus;
  /** Completed on the server, or acknowledged as completed on this device. */
  completed: boolean;
  /** Greyed out by the consent gate. */
  gated: boolean;
  /** Not openable: gated, completed, or its finish is queued. */
  disabled: boolean;
  answered: number;
  syncState: string | undefined;
  error: string | undefined;
}

export interface DashboardModel {
  /** The assessment list (for premium users without the interview: it is their interview session row). */
  rows: DashboardRow[];
  /** Session rows (spec: essential and premium only; the interview row premium only). */
  sessions: {
    /** The interview assessment, shown as the premium interview session row. */
    interview: DashboardRow | undefined;
    /** The results session, open once every assessment is complete (scheduling comes later). */
    results: boolean;
  };
  /** 0..1, rounded to 2 decimals. */
  overall: number;
  /** Every assessment of the plan is completed: the results are ready. */
  allComplete: boolean;
  /** A paid plan without consent yet: everything but consent waits for it. */
  consentRequired: boolean;
}

/** Consent counts as given once the server says so, or once it is completed or queued on this device. */
function consentGiven(user: CurrentUserDto, summaries: AssessmentSyncSummaries): boolean {
  const local = summaries.consent;
  return user.consent || serverCompleted(user, 'consent') || Boolean(local?.completed || local?.finishRequested);
}

function serverCompleted(user: CurrentUserDto, id: AssessmentId): boolean {
  const full = user.assessmentData.find((entry) => entry._id === id);
  const lean = user.leanAssessmentData.find((entry) => entry.id === id);
  return Boolean(full?.completed || lean?.completed);
}

function statusOf(done: boolean, answered: number, total: number): AssessmentStatus {
  if (done) return { kind: 'completed' };
  if (answered <= 0) return { kind: 'not-started' };
  return { kind: 'in-progress', percent: Math.round(progressFromCount(answered, total) * 100) };
}

/**
 * The dashboard's list, in plan order, with each assessment's status and sync state, the consent
 * gate (non-free plans: everything but consent waits for consent) and the overall progress.
 * Answered counts come from this device when it holds answers, else from the server.
 * Rows come from the plan, so server data never adds entries. For premium users the interview is
 * dropped from the assessment list (spec section 4) and shown as their interview session row; it
 * still counts for the overall progress, where a completed interview counts as fully done
 * (overallProgress) although its showIf conditions leave questions unanswered, and for
 * 'all complete'. Names, time estimates and descriptions come from the content service's initial
 * data once known (assessment-meta-of.ts).
 */
export function buildDashboard(user: CurrentUserDto, summaries: AssessmentSyncSummaries, online: boolean, initialData?: InitialDataDto): DashboardModel {
  const plan = user.plans[0];
  const ids = plan?.assessments ?? [];
  const consentRequired = plan !== undefined && plan._id !== 'free' && !consentGiven(user, summaries);
  const rows = ids.map((id): DashboardRow => {
    const meta = assessmentMetaOf(id, ASSESSMENT_META[id], initialData);
    const summary = summaries[id];
    const server = user.assessmentData.find((entry) => entry._id === id);
    const completed = serverCompleted(user, id) || Boolean(summary?.completed);
    const finishQueued = !completed && Boolean(summary?.finishRequested);
    const answered = summary?.answeredLocally ?? server?.questionsAnswered ?? 0;
    const gated = consentRequired && id !== 'consent';
    return {
      id,
      meta,
      status: statusOf(completed || finishQueued, answered, meta.totalQuestions),
      completed,
      gated,
      disabled: gated || completed || finishQueued,
      answered,
      syncState: syncStateLabel({ summary, completed, serverAnswered: server?.questionsAnswered ?? 0, online }),
      error: summary?.error,
    };
  });
  const planSessions = sessionsOfPlan(plan);
  const interviewSession = planSessions.includes('interview');
  return {
    rows: interviewSession ? rows.filter((row) => row.id !== 'interview') : rows,
    sessions: { interview: interviewSession ? rows.find((row) => row.id === 'interview') : undefined, results: planSessions.includes('results') },
    overall: overallProgress(
      rows.map((row) => ({ assessmentId: row.id, completed: row.completed, questionsAnswered: row.answered, totalQuestions: row.meta.totalQuestions })),
    ),
    allComplete: rows.length > 0 && rows.every((row) => row.completed),
    consentRequired,
  };
}
