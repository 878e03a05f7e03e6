/**
 * Who may call each API route. The authorize middleware enforces this table for every request
 * under /api: a route missing here is refused, whatever handler exists for it (deny by default).
 */
export type Access = 'public' | 'client' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RoutePolicy {
  method: Method;
  /** Hono-style pattern: literal segments and :params. */
  path: string;
  access: Access;
}

export const ROUTE_POLICY: readonly RoutePolicy[] = [
  // Liveness (the process answers) and readiness (database, migrations, storage, DATA_DIR).
  { method: 'GET', path: '/api/health', access: 'public' },
  { method: 'GET', path: '/api/health/ready', access: 'public' },

  { method: 'POST', path: '/api/auth/register', access: 'public' },
  { method: 'POST', path: '/api/auth/login', access: 'public' },
  { method: 'POST', path: '/api/auth/logout', access: 'public' },
  { method: 'GET', path: '/api/auth/verify/:token', access: 'public' },
  { method: 'POST', path: '/api/auth/resend', access: 'client' },
  { method: 'POST', path: '/api/auth/request-reset', access: 'public' },
  { method: 'POST', path: '/api/auth/reset', access: 'public' },
  // Whether a password link can still be used, asked by its page before the form shows.
  { method: 'POST', path: '/api/auth/reset/status', access: 'public' },
  { method: 'GET', path: '/api/auth/challenge', access: 'public' },
  { method: 'POST', path: '/api/auth/sign-in-link', access: 'public' },
  { method: 'POST', path: '/api/auth/sign-in-link/redeem', access: 'public' },
  // An admin's second sign-in step: public here, the handlers demand the pending-MFA cookie.
  { method: 'GET', path: '/api/auth/mfa', access: 'public' },
  { method: 'GET', path: '/api/auth/mfa/enroll', access: 'public' },
  { method: 'POST', path: '/api/auth/mfa/enroll', access: 'public' },
  { method: 'POST', path: '/api/auth/mfa/verify', access: 'public' },
  // Phone verification for the MBTI/SII provider: the handlers demand the body's userId be the caller.
  { method: 'POST', path: '/api/auth/verify-number', access: 'client' },
  { method: 'POST', path: '/api/auth/verify-otp', access: 'client' },

  { method: 'GET', path: '/api/users/current', access: 'client' },
  // The optional birth year and sex the NEO is compared by (a completed NEO is scored again); admins are refused.
  { method: 'PUT', path: '/api/users/current/demographics', access: 'client' },
  // The time zone booking times are written in (chosen on /profile); admins set their own too.
  { method: 'PUT', path: '/api/users/current/time-zone', access: 'client' },
  // The client's own data: everything held about them as a file, and deleting the account (its password confirms).
  { method: 'GET', path: '/api/users/current/export', access: 'client' },
  { method: 'DELETE', path: '/api/users/current', access: 'client' },
  // An admin reading a user's data (audited): the spec's login-as payload, results, interview.
  { method: 'GET', path: '/api/users/current/:id', access: 'admin' },
  // Career ideas and the shortlist a counselor shares (issue 31).
  { method: 'GET', path: '/api/users/current/shortlist', access: 'client' },
  { method: 'PUT', path: '/api/users/current/shortlist/marks', access: 'client' },
  { method: 'GET', path: '/api/users/:id/career-ideas', access: 'admin' },
  { method: 'GET', path: '/api/users/:id/shortlist', access: 'admin' },
  { method: 'PUT', path: '/api/users/:id/shortlist', access: 'admin' },
  // The open safety flags, polled by the admins' user table while it is open.
  { method: 'GET', path: '/api/users/safety-flags', access: 'admin' },
  // An admin's 'Mark check-in done': closes the client's open safety flag (audited).
  { method: 'POST', path: '/api/users/:id/safety-check-in', access: 'admin' },
  // The counselor's brief of a client (issue 45): every part on one page, audited as view_brief.
  { method: 'GET', path: '/api/users/:id/brief', access: 'admin' },
  // A counselor's private notes about a client (issue 45): never the client's to read.
  { method: 'GET', path: '/api/users/:id/notes', access: 'admin' },
  { method: 'POST', path: '/api/users/:id/notes', access: 'admin' },
  { method: 'PATCH', path: '/api/users/:id/notes/:noteId', access: 'admin' },
  { method: 'DELETE', path: '/api/users/:id/notes/:noteId', access: 'admin' },
  { method: 'GET', path: '/api/users/:id', access: 'admin' },
  { method: 'GET', path: '/api/users/results/demo', access: 'public' },
  { method: 'GET', path: '/api/users', access: 'admin' },
  { method: 'GET', path: '/api/users/search/:term', access: 'admin' },
  { method: 'GET', path: '/api/users/questions/:assessmentId/:version', access: 'client' },

  { method: 'GET', path: '/api/plans', access: 'public' },

  // The coaches a client can book (names and credentials only).
  { method: 'GET', path: '/api/coaches', access: 'client' },
  { method: 'GET', path: '/api/coaches/:coachId/slots', access: 'client' },
  // Booking, moving and cancelling one's own sessions; the handlers apply the plan and completion rules.
  { method: 'POST', path: '/api/users/schedule', access: 'client' },
  { method: 'DELETE', path: '/api/users/schedule/:type', access: 'client' },
  { method: 'POST', path: '/api/plans', access: 'client' },

  { method: 'POST', path: '/api/answers', access: 'client' },
  { method: 'GET', path: '/api/answers', access: 'client' },
  { method: 'POST', path: '/api/answers/login-myer', access: 'client' },

  // The Elevate (MBTI/SII provider) sync: admins run it; a client back from the provider queues their own.
  { method: 'POST', path: '/api/external/elevate', access: 'admin' },
  { method: 'GET', path: '/api/external/elevate/:syncId', access: 'admin' },
  { method: 'POST', path: '/api/external/elevate/returned', access: 'client' },

  { method: 'GET', path: '/api/content/results', access: 'public' },
  { method: 'GET', path: '/api/content/landing', access: 'public' },
  { method: 'GET', path: '/api/content/initial-data', access: 'public' },
  { method: 'GET', path: '/api/content/plan-features', access: 'public' },
  { method: 'GET', path: '/api/content/practice', access: 'public' },

  { method: 'POST', path: '/api/checkout', access: 'client' },
  { method: 'GET', path: '/api/orders', access: 'client' },
  { method: 'GET', path: '/api/orders/:id', access: 'client' },
  // Called by the card provider (no session): the handler demands a valid Stripe signature.
  { method: 'POST', path: '/api/payments/webhook', access: 'public' },
  // Analytics from visitors too; rate limited per address, personal data refused by the schema.
  { method: 'POST', path: '/api/events', access: 'public' },
  // 'Talk to an Expert': anyone may write (limited per address, honeypot); admins read and mark handled.
  { method: 'POST', path: '/api/contact', access: 'public' },
  { method: 'GET', path: '/api/contact', access: 'admin' },
  { method: 'POST', path: '/api/contact/:id/handled', access: 'admin' },

  { method: 'POST', path: '/api/admin/act-as', access: 'admin' },
  // The acting session is the user's for the policy; the handler demands that one is under way.
  { method: 'POST', path: '/api/admin/act-as/end', access: 'client' },
  { method: 'GET', path: '/api/admin/audit', access: 'admin' },
  // The retention job's dry run: which clients' assessment data the next run erases.
  { method: 'GET', path: '/api/admin/retention', access: 'admin' },
  // What clients marked of the ideas shared with them, by band (issue 43): counts only, no names.
  { method: 'GET', path: '/api/admin/career-ideas/calibration', access: 'admin' },
  { method: 'POST', path: '/api/admin/exports', access: 'admin' },
  // Coaches (every detail, audited changes) and every upcoming session.
  { method: 'GET', path: '/api/admin/coaches', access: 'admin' },
  { method: 'POST', path: '/api/admin/coaches', access: 'admin' },
  { method: 'PUT', path: '/api/admin/coaches/:coachId', access: 'admin' },
  { method: 'GET', path: '/api/admin/bookings', access: 'admin' },

  // Career records: admins only (the spec's pages had no guard; the data and its changes are the practice's).
  { method: 'GET', path: '/api/records/get-search-records', access: 'admin' },
  { method: 'GET', path: '/api/records/get-records', access: 'admin' },
  { method: 'GET', path: '/api/records/get-filter-options', access: 'admin' },
  { method: 'POST', path: '/api/records/add-single-record', access: 'admin' },
  { method: 'PUT', path: '/api/records/update-record', access: 'admin' },
  { method: 'DELETE', path: '/api/records/delete-record/:id', access: 'admin' },
  { method: 'GET', path: '/api/records/export', access: 'admin' },
  { method: 'POST', path: '/api/records/import', access: 'admin' },

  // Mounted only in demo mode with the embedded outbox.
  { method: 'GET', path: '/api/dev/outbox', access: 'public' },
  { method: 'GET', path: '/api/dev/outbox/:id/attachments/:index', access: 'public' },
];

interface CompiledPolicy extends RoutePolicy {
  pattern: RegExp;
  literalSegments: number;
}

function compile(policy: RoutePolicy): CompiledPolicy {
  const segments = policy.path.split('/').filter(Boolean);
  const pattern = segments
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return {
    ...policy,
    pattern: new RegExp(`^/${pattern}/?$`),
    literalSegments: segments.filter((segment) => !segment.startsWith(':')).length,
  };
}

export interface PolicyMatcher {
  match(method: string, path: string): RoutePolicy | undefined;
}

/**
 * Literal segments win over parameters (/api/users/current before /api/users/:id). A path that is
 * a route of the table word for word (most requests: /api/answers...) is found in a map, without
 * trying the patterns; it is the route the patterns would find first, as no route with a
 * parameter has as many literal segments.
 */
export function createPolicyMatcher(table: readonly RoutePolicy[]): PolicyMatcher {
  const compiled = table.map(compile).sort((a, b) => b.literalSegments - a.literalSegments);
  const literal = new Map<string, CompiledPolicy>();
  for (const policy of compiled) {
    const key = `${policy.method} ${policy.path}`;
    if (!policy.path.includes('/:') && !literal.has(key)) literal.set(key, policy);
  }
  return {
    match(method, path) {
      const effective = method === 'HEAD' ? 'GET' : method;
      const exact = literal.get(`${effective} ${path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path}`);
      return exact ?? compiled.find((policy) => policy.method === effective && policy.pattern.test(path));
    },
  };
}
