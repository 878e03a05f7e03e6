import type { CareerIdeaDto, CareerIdeasDto, CareerProfileGap } from '@career/sync-server/records/contract/career-idea-dto';
import type { AdminShortlistDto, ShortlistBody } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { vi } from 'vitest';
import { userFixture } from '../../test/fixtures';

/** One request the page made, as the server received it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** The idea ranked `rank` (1 = best fit): fit falls by one a place from 99; Job Zones cycle 1-5. */
export function ideaFixture(rank: number, overrides: Partial<CareerIdeaDto> = {}): CareerIdeaDto {
  return {
    _id: `r${rank}`,
    jobTitle: `Occupation ${rank}`,
    familyType: 'Computer and Mathematical Occupations',
    secondaryFamily: 'Business and Financial Operations Occupations',
    SII_1: 'Investigative',
    SII_2: 'Conventional',
    SII_3: 'Realistic',
    MBTI_1: 'I',
    MBTI_2: 'NT',
    MBTI_3: 'J',
    salary: '2',
    stress_level: 'L',
    min_edu: "Bachelor's Degree",
    description: `What occupation ${rank} does.`,
    source: 'onet',
    mbtiDerived: true,
    jobZone: ((rank - 1) % 5) + 1,
    medianWage: 50000 + rank * 1000,
    onetCode: `15-1252.${String(rank).padStart(2, '0')}`,
    fit: 100 - rank,
    why: `Interests Investigative and Conventional match; reason ${rank}`,
    ...overrides,
  };
}

export const EMPTY_SHORTLIST: AdminShortlistDto = { summary: '', sharedAt: null, sharedBy: null, items: [], marks: [], history: [] };

export const CLIENT = userFixture({ _id: 'u1', firstName: 'Ada', lastName: 'Lovelace' });

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A stand-in for the admin's career ideas and shortlist API of client u1: `count` ideas by fit
 * (the Job Zone filter keeps those of one zone), the shortlist it holds (a share replaces it and
 * keeps the one before in its history), and `failShare` to answer the next share with an error.
 */
export function careerIdeasServer({ count = 45, missing = [], shortlist = EMPTY_SHORTLIST }: { count?: number; missing?: CareerProfileGap[]; shortlist?: AdminShortlistDto } = {}) {
  const ideas = missing.includes('interests') ? [] : Array.from({ length: count }, (_unused, index) => ideaFixture(index + 1));
  const requests: SeenRequest[] = [];
  let stored = shortlist;
  let shareFailure: Response | null = null;

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    requests.push({ method, path: url.pathname, query: url.searchParams, body });
    if (url.pathname === '/api/users/u1') return json(CLIENT);
    if (url.pathname === '/api/users/u1/career-ideas') {
      const page = Number(url.searchParams.get('page') ?? '1');
      const pageSize = Number(url.searchParams.get('pageSize') ?? '20');
      const jobZone = url.searchParams.get('jobZone');
      const selected = jobZone ? ideas.filter((idea) => String(idea.jobZone) === jobZone) : ideas;
      const answer: CareerIdeasDto = {
        items: selected.slice((page - 1) * pageSize, page * pageSize),
        total: selected.length,
        page,
        pageSize,
        missing,
        profile: {
          topThemes: missing.includes('interests') ? [] : ['Investigative', 'Conventional', 'Realistic'],
          mbtiType: missing.includes('type') ? null : 'INTJ',
          education: missing.includes('education') ? null : "Bachelor's Degree",
          minimumSalary: missing.includes('salary') ? null : 60000,
        },
      };
      return json(answer);
    }
    if (url.pathname === '/api/users/u1/shortlist' && method === 'GET') return json(stored);
    if (url.pathname === '/api/users/u1/shortlist' && method === 'PUT') {
      if (shareFailure) {
        const failure = shareFailure;
        shareFailure = null;
        return failure;
      }
      const share = body as ShortlistBody;
      const sharedAt = '2026-11-25T15:00:00.000Z';
      const previous = stored.sharedAt ? [{ sharedAt: stored.sharedAt, sharedBy: stored.sharedBy ?? '', replacedAt: sharedAt, summary: stored.summary, items: stored.items }] : [];
      stored = {
        summary: share.summary,
        sharedAt,
        sharedBy: 'Grace Hopper',
        items: share.items.map((item) => {
          const idea = ideas.find((entry) => entry._id === item.recordId);
          return {
            recordId: item.recordId,
            title: idea?.jobTitle ?? item.recordId,
            description: idea?.description ?? '',
            note: item.note,
            fit: idea?.fit ?? null,
            why: idea?.why ?? '',
            jobZone: idea?.jobZone ?? null,
            education: idea?.min_edu ?? '',
            medianWage: idea?.medianWage ?? null,
            onetCode: idea?.onetCode ?? null,
          };
        }),
        marks: [],
        history: [...previous, ...stored.history],
      };
      return json(stored);
    }
    throw new Error(`unexpected fetch ${method} ${url.pathname}`);
  });

  return {
    fetchMock,
    requests,
    failShare(response: Response) {
      shareFailure = response;
    },
    /** The career-ideas reads, as the page asked for them. */
    ideaReads: () => requests.filter((request) => request.path === '/api/users/u1/career-ideas').map((request) => Object.fromEntries(request.query)),
    shares: () => requests.filter((request) => request.method === 'PUT').map((request) => request.body),
  };
}

export { json };
