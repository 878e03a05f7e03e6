import type { AssessmentId } from '@career/scoring/assessment-ids';
import type { AnswerBatchRequest, AnswerSaveResponse, AnswersResponse } from '@career/sync-server/answers/contract/answer-dto';
import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import type { ResultTextsDto } from '@career/sync-server/public/contract/result-texts-schema';
import type { ReactNode } from 'react';
import { Outlet, Route, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { localDb } from '../../offline/local-db';
import { json, renderRoutes } from '../../test/render-app';
import { useFlash } from '../../flash/flash-context';
import { SyncProvider } from '../../sync/sync-provider';

/**
 * Test support for the assessment pages: a fake answers server (GET and POST /api/answers, plus
 * /api/users/current and, when given, the result texts at /api/content/results) and a render
 * helper with the sync engine running for the user.
 */

interface StoredAssessment {
  answers: Record<string, { value: unknown; stamp: number }>;
  completed: boolean;
  totalQuestions: number;
}

export function fakeServer(user: CurrentUserDto, options: { resultTexts?: ResultTextsDto } = {}) {
  const assessments = new Map<AssessmentId, StoredAssessment>();
  const batches: AnswerBatchRequest[] = [];
  let offline = false;
  let refuse: string | null = null;

  function stored(id: AssessmentId): StoredAssessment {
    const found = assessments.get(id) ?? { answers: {}, completed: false, totalQuestions: 0 };
    assessments.set(id, found);
    return found;
  }

  function answered(entry: StoredAssessment): number {
    return Object.values(entry.answers).filter((answer) => answer.value !== null && answer.value !== '').length;
  }

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (offline) throw new TypeError('Failed to fetch');
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    if (url.pathname === '/api/users/current') return json(user);
    if (url.pathname === '/api/content/results') {
      return options.resultTexts ? json(options.resultTexts) : json({ error: { code: 'not_found', message: 'No result texts here.' } }, 404);
    }
    if (url.pathname !== '/api/answers') throw new Error(`unexpected fetch ${url.pathname}`);
    if ((init?.method ?? 'GET') === 'GET') {
      const id = url.searchParams.get('assessmentId') as AssessmentId;
      const entry = stored(id);
      const keys = Object.keys(entry.answers);
      const response: AnswersResponse = {
        assessmentId: id,
        version: '1.0.0',
        answers: Object.fromEntries(keys.map((key) => [key, entry.answers[key]?.value])),
        stamps: Object.fromEntries(keys.map((key) => [key, entry.answers[key]?.stamp ?? 0])),
        questionsAnswered: answered(entry),
        totalQuestions: entry.totalQuestions,
        completed: entry.completed,
        completedAt: entry.completed ? '2026-11-22T10:00:00.000Z' : null,
      };
      return json(response);
    }
    const batch = JSON.parse(String(init?.body)) as AnswerBatchRequest;
    batches.push(batch);
    if (refuse) return json({ error: { code: 'bad_request', message: refuse } }, 422);
    const entry = stored(batch.assessmentId);
    entry.totalQuestions = batch.totalQuestions;
    for (const change of batch.changes) entry.answers[change.key] = { value: change.value, stamp: change.stamp };
    if (batch.finish) entry.completed = true;
    const response: AnswerSaveResponse = {
      saved: true,
      batchId: batch.batchId,
      assessmentId: batch.assessmentId,
      applied: batch.changes.length,
      ignored: 0,
      questionsAnswered: answered(entry),
      totalQuestions: batch.totalQuestions,
      completed: entry.completed,
      completedAt: entry.completed ? '2026-11-22T10:00:00.000Z' : null,
    };
    return json(response);
  };

  return {
    fetch,
    batches,
    assessments,
    setOffline(value: boolean) {
      offline = value;
    },
    refuseWith(message: string | null) {
      refuse = message;
    },
  };
}

/** Empties the device store between tests. */
export async function clearDevice(): Promise<void> {
  await Promise.all([localDb.answers.clear(), localDb.outbox.clear(), localDb.assessmentState.clear()]);
}

function WithSync({ userId }: { userId: string }) {
  return (
    <SyncProvider userId={userId}>
      <Outlet />
    </SyncProvider>
  );
}

/** The home page in tests: shows where we are and the current flash. */
export function HomeProbe() {
  const { flash } = useFlash();
  const { pathname } = useLocation();
  return (
    <div>
      <p>home page {pathname}</p>
      {flash ? <p data-testid="flash">{flash.text}</p> : null}
    </div>
  );
}

/** Renders an assessment page at a path, with the sync engine and a home page that shows the flash. */
export function renderAssessment(userId: string, path: string, page: ReactNode) {
  return renderRoutes(
    <Route element={<WithSync userId={userId} />}>
      <Route path={path} element={page} />
      <Route path="/" element={<HomeProbe />} />
    </Route>,
    { at: path },
  );
}

/** Registers the usual hooks: each test starts with an empty device store and no page scrolling, and its stubs are undone after it. */
export function freshDeviceForEachTest(): void {
  beforeEach(async () => {
    await clearDevice();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
