import type { CareerBand, CareerFitDto, CareerIdeaDto, CareerIdeasDto, CareerProfileGap } from '@career/sync-server/records/contract/career-idea-dto';
import type { AdminShortlistDto, ShortlistBody } from '@career/sync-server/shortlists/contract/shortlist-dto';
import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { vi } from 'vitest';
import { userFixture } from '../../test/fixtures';

/** One request the page made, as the server received it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** The band of the idea ranked `rank`: the first 3 Strong, to the 10th Good, to the 30th Some, the rest Weak. */
export function bandOfRank(rank: number): CareerBand {
  return rank <= 3 ? 'strong' : rank <= 10 ? 'good' : rank <= 30 ? 'some' : 'weak';
}

/**
 * The idea ranked `rank` (1 = best fit) of 923: its band by rank, in the top 10 of (11 - rank) of 10
 * retests (none past the 10th); two reasons for it, and one worth knowing on every odd rank; Job
 * Zones cycle 1-5.
 */
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
    band: bandOfRank(rank),
    rank,
    of: 923,
    stability: Math.max(0, (11 - rank) / 10),
    score: 100 - rank,
    correlation: 0.9 - rank / 100,
    valuesFit: 0.5,
    parts: { interests: 80 - rank, values: 10, education: 0, salary: 3 },
    why: [`Ada's top themes Investigative and Conventional are this job's first two (reason ${rank}).`, 'It values Achievement, as Ada does.'],
    worthKnowing: rank % 2 ? [`It usually needs more education than Ada has (reason ${rank}).`] : [],
    ...overrides,
  };
}

/** The fit of an idea alone, as a share keeps it. */
export function fitOf({ band, rank, of, stability, score, correlation, valuesFit, parts, why, worthKnowing }: CareerFitDto): CareerFitDto {
  return { band, rank, of, stability, score, correlation, valuesFit, parts, why, worthKnowing };
}

export const EMPTY_SHORTLIST: AdminShortlistDto = { summary: '', sharedAt: null, sharedBy: null, items: [], marks: [], history: [] };

export const CLIENT = userFixture({ _id: 'u1', firstName: 'Ada', lastName: 'Lovelace' });

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A stand-in for the admin's career ideas and shortlist API of client u1: `count` ideas by fit
 * (the Job Zone filter keeps those of one zone, ranked among themselves), the shortlist it holds
 * (a share replaces it and keeps the one before in its history), and `failShare` to answer the next
 * share with an error. `undifferentiated`: the client's interests are broad (no idea above Some
 * match); `client`: the client as GET /api/users/u1 answers.
 */
export function careerIdeasServer({
  count = 45,
  missing = [],
  shortlist = EMPTY_SHORTLIST,
  undifferentiated = false,
  client = CLIENT,
}: { count?: number; missing?: CareerProfileGap[]; shortlist?: AdminShortlistDto; undifferentiated?: boolean; client?: CurrentUserDto } = {}) {
  const ideas = missing.includes('interests') ? [] : Array.from({ length: count }, (_unused, index) => ideaFixture(index + 1));
  const requests: SeenRequest[] = [];
  let stored = shortlist;
  let shareFailure: Response | null = null;

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    requests.push({ method, path: url.pathname, query: url.searchParams, body });
    if (url.pathname === '/api/users/u1') return json(client);
    if (url.pathname === '/api/users/u1/career-ideas') {
      const page = Number(url.searchParams.get('page') ?? '1');
      const pageSize = Number(url.searchParams.get('pageSize') ?? '20');
      const jobZone = url.searchParams.get('jobZone');
      const selected = (jobZone ? ideas.filter((idea) => String(idea.jobZone) === jobZone) : ideas).map(
        (idea, index): CareerIdeaDto => ({
          ...idea,
          rank: index + 1,
          of: jobZone ? ideas.filter((entry) => String(entry.jobZone) === jobZone).length : ideas.length,
          band: undifferentiated && (idea.band === 'strong' || idea.band === 'good') ? 'some' : idea.band,
        }),
      );
      const answer: CareerIdeasDto = {
        items: selected.slice((page - 1) * pageSize, page * pageSize),
        total: selected.length,
        page,
        pageSize,
        missing,
        profile: {
          topThemes: missing.includes('interests') ? [] : ['Investigative', 'Conventional', 'Realistic'],
          mbtiType: 'INTJ',
          topValues: missing.includes('values') ? [] : ['Achievement', 'Independence'],
          education: missing.includes('education') ? null : "Bachelor's Degree",
          minimumSalary: missing.includes('salary') ? null : 60000,
          differentiation: missing.includes('interests') ? null : undifferentiated ? 4 : 14,
          undifferentiated,
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
            fit: null,
            why: '',
            shared: idea ? { ...fitOf(idea), differentiation: undifferentiated ? 4 : 14, undifferentiated } : null,
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
