import type { AdminBookingDto, AdminBookingPageDto, AdminCoachDto } from '@career/sync-server/coaching/contract/coach-admin-dto';

/** Test helper: a coach as GET /api/admin/coaches answers it. */
export function coachFixture(overrides: Partial<AdminCoachDto> = {}): AdminCoachDto {
  return {
    _id: 'coach-dana',
    name: 'Dana Example, Ph.D.',
    credential: 'Counseling psychologist',
    photoUrl: null,
    timeZone: 'America/New_York',
    meetingUrl: 'https://meet.example.com/dana',
    schedulingUrl: null,
    email: 'dana@coaches.example.com',
    order: 1,
    active: true,
    weekly: [
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '13:00', end: '17:00' },
      { weekday: 5, start: '20:00', end: '24:00' },
    ],
    ...overrides,
  };
}

export function bookingFixture(overrides: Partial<AdminBookingDto> = {}): AdminBookingDto {
  return {
    _id: 'b1',
    startAt: '2026-11-23T14:00:00.000Z',
    endAt: '2026-11-23T14:45:00.000Z',
    type: 'interview',
    client: { _id: 'u1', firstName: 'Pat', lastName: 'Premium', email: 'pat@example.com' },
    coach: { _id: 'coach-dana', name: 'Dana Example, Ph.D.' },
    ...overrides,
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export interface SeenRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/**
 * A stand-in for the admin coach API that keeps its coaches, so a test sees what a real server
 * would answer after a save. `fail` answers a method and path ('PUT /api/admin/coaches/coach-dana')
 * with a response instead; `bookings` are the pages of GET /api/admin/bookings, in order.
 */
export function coachServer(initial: AdminCoachDto[], bookings: AdminBookingPageDto[] = [{ bookings: [], next: null }]) {
  const coaches = [...initial];
  const requests: SeenRequest[] = [];
  const fail: Partial<Record<string, () => Response>> = {};
  let added = 0;
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: url.pathname, search: url.search, body });
    const failure = fail[`${method} ${url.pathname}`];
    if (failure) return failure();
    if (method === 'GET' && url.pathname === '/api/admin/coaches') return json(coaches);
    if (method === 'POST' && url.pathname === '/api/admin/coaches') {
      const coach = { ...(body as AdminCoachDto), _id: `coach-new-${++added}`, order: coaches.length + 1 };
      coaches.push(coach);
      return json(coach, 201);
    }
    const id = url.pathname.match(/^\/api\/admin\/coaches\/([^/]+)$/)?.[1];
    if (method === 'PUT' && id) {
      const index = coaches.findIndex((coach) => coach._id === id);
      if (index < 0) return json({ error: { code: 'not_found', message: 'This coach no longer exists. Reload the list.' } }, 404);
      const coach = { ...(coaches[index] as AdminCoachDto), ...(body as Partial<AdminCoachDto>) };
      coaches[index] = coach;
      return json(coach);
    }
    if (method === 'GET' && url.pathname === '/api/admin/bookings') {
      const after = url.searchParams.get('afterId');
      const index = after ? bookings.findIndex((page) => page.bookings.at(-1)?._id === after) + 1 : 0;
      return json(bookings[index] ?? { bookings: [], next: null });
    }
    throw new Error(`unexpected fetch ${method} ${url.pathname}`);
  };
  return { fetch, requests, fail, coaches, to: (method: string, path: string) => requests.filter((request) => request.method === method && request.path === path) };
}
