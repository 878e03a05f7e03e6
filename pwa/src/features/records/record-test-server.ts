import type { CareerRecordDto, CareerRecordInput, FilterOptionsDto } from '@career/sync-server/records/contract/record-dto';
import { RECORD_CSV_COLUMNS, RECORD_FIELDS } from '@career/sync-server/records/contract/record-dto';
import Papa from 'papaparse';
import { vi } from 'vitest';
import { fakeImport } from './record-import-fake';

/** One request the page made, as the server received it. */
export interface SeenRequest {
  method: string;
  path: string;
  jobTitle: string | null;
  body: unknown;
  signal: AbortSignal | null;
}

export function recordFixture(overrides: Partial<CareerRecordDto> = {}): CareerRecordDto {
  return {
    _id: 'r1',
    jobTitle: 'Actuary',
    familyType: 'Computer and Mathematical Occupations',
    secondaryFamily: 'Business and Financial Operations Occupations',
    SII_1: 'Conventional',
    SII_2: 'Investigative',
    SII_3: 'Enterprising',
    MBTI_1: 'I',
    MBTI_2: 'ST',
    MBTI_3: 'J',
    salary: '2',
    stress_level: 'L',
    min_edu: "Bachelor's Degree",
    description: 'Analyze statistical data to estimate risk.',
    source: 'admin',
    mbtiDerived: false,
    ...overrides,
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A request that answers only when aborted (an AbortError, as fetch does). */
function pendingUntilAborted(signal: AbortSignal | null): Promise<Response> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });
}

/**
 * A stand-in for the records API that keeps its records, so a test sees what a real server
 * would answer after an add, update, delete or CSV import. `fail` answers a route with an error
 * instead; `hold` leaves a job-title search unanswered until it is aborted; `pause` holds every
 * answer of a path until the function it returns is called (to see what shows while one runs).
 */
export function recordServer(initial: CareerRecordDto[]) {
  const records = [...initial];
  const requests: SeenRequest[] = [];
  const fail: Partial<Record<string, () => Response>> = {};
  const hold = new Set<string>();
  const paused = new Map<string, Promise<void>>();
  let nextId = 1;

  function pause(path: string): () => void {
    let release = () => {};
    paused.set(
      path,
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    return () => {
      paused.delete(path);
      release();
    };
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    const jobTitle = url.searchParams.get('jobTitle');
    requests.push({ method, path: url.pathname, jobTitle, body, signal: init?.signal ?? null });
    await paused.get(url.pathname);
    const failure = fail[url.pathname];
    if (failure) return failure();
    if (url.pathname === '/api/records/get-search-records') {
      if (hold.has(jobTitle ?? '')) return pendingUntilAborted(init?.signal ?? null);
      const term = (jobTitle ?? '').toLowerCase();
      return json(records.filter((record) => record.jobTitle.toLowerCase().includes(term)).sort((a, b) => a.jobTitle.localeCompare(b.jobTitle)));
    }
    if (url.pathname === '/api/records/get-filter-options') {
      const options = Object.fromEntries(RECORD_FIELDS.map((field) => [field, [...new Set(records.map((record) => record[field]))]])) as FilterOptionsDto;
      return json(options);
    }
    if (url.pathname === '/api/records/add-single-record' && method === 'POST') {
      const record: CareerRecordDto = { ...(body as CareerRecordInput), _id: `new-${nextId++}`, source: 'admin', mbtiDerived: false };
      records.push(record);
      return json({ message: 'record added successfully', record });
    }
    if (url.pathname === '/api/records/update-record' && method === 'PUT') {
      const update = body as CareerRecordInput & { _id: string };
      const index = records.findIndex((record) => record._id === update._id);
      const record: CareerRecordDto = { ...records[index]!, ...update };
      records[index] = record;
      return json({ message: 'Record updated successfully', record });
    }
    if (url.pathname === '/api/records/export' && method === 'GET') {
      const rows = [...records].sort((a, b) => a.jobTitle.localeCompare(b.jobTitle)).map((record) => RECORD_CSV_COLUMNS.map((column) => String(record[column])));
      const csv = Papa.unparse({ fields: [...RECORD_CSV_COLUMNS], data: rows }, { newline: '\r\n' });
      return new Response(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="career-records.csv"' } });
    }
    if (url.pathname === '/api/records/import' && method === 'POST') {
      const { csv, confirm } = body as { csv: string; confirm: boolean };
      const answer = fakeImport(records, csv, confirm, () => `new-${nextId++}`);
      return 'status' in answer ? json(answer.body, answer.status) : json(answer);
    }
    if (url.pathname.startsWith('/api/records/delete-record/') && method === 'DELETE') {
      const id = decodeURIComponent(url.pathname.split('/').pop() ?? '');
      records.splice(
        records.findIndex((record) => record._id === id),
        1,
      );
      return json({ message: 'Record deleted' });
    }
    throw new Error(`unexpected fetch ${method} ${url.pathname}`);
  });

  return {
    fetch: fetchMock,
    requests,
    fail,
    hold,
    pause,
    /** The requests to one path, in order. */
    to: (path: string) => requests.filter((request) => request.path === path),
  };
}
