import { describe, expect, it } from 'vitest';
import { createPolicyMatcher, ROUTE_POLICY } from './route-policy';

describe('route policy matcher', () => {
  const matcher = createPolicyMatcher(ROUTE_POLICY);

  it('prefers literal segments over parameters', () => {
    const table = [
      { method: 'GET', path: '/api/users/:id', access: 'admin' },
      { method: 'GET', path: '/api/users/current', access: 'client' },
    ] as const;
    expect(createPolicyMatcher(table).match('GET', '/api/users/current')?.access).toBe('client');
    expect(createPolicyMatcher(table).match('GET', '/api/users/42')?.access).toBe('admin');
    const withDemo = createPolicyMatcher([{ method: 'GET', path: '/api/users/:id/:view', access: 'admin' }, ...ROUTE_POLICY]);
    expect(withDemo.match('GET', '/api/users/results/demo')?.access).toBe('public');
  });

  it('matches methods exactly, HEAD as GET, and ignores one trailing slash', () => {
    expect(matcher.match('GET', '/api/users/')?.access).toBe('admin');
    expect(matcher.match('HEAD', '/api/health')?.access).toBe('public');
    expect(matcher.match('DELETE', '/api/users')).toBeUndefined();
    expect(matcher.match('POST', '/api/plans')?.access).toBe('client');
    expect(matcher.match('GET', '/api/plans')?.access).toBe('public');
    expect(matcher.match('GET', '/api/users/questions/interview/2')?.access).toBe('client');
    expect(matcher.match('GET', '/api/users/results/demo')?.access).toBe('public');
  });

  it('finds for every route of the table, word for word or with its parameters filled, the route a scan of the patterns finds', () => {
    const scan = (method: string, path: string) => {
      const ordered = [...ROUTE_POLICY].sort((a, b) => literalCount(b.path) - literalCount(a.path));
      const effective = method === 'HEAD' ? 'GET' : method;
      return ordered.find((policy) => policy.method === effective && new RegExp(`^${policy.path.replace(/:[^/]+/g, '[^/]+')}/?$`).test(path));
    };
    const pathOf = (policy: { method: string; path: string; access: string } | undefined) => policy && { method: policy.method, path: policy.path, access: policy.access };
    const literalCount = (path: string) => path.split('/').filter((segment) => segment && !segment.startsWith(':')).length;
    for (const policy of ROUTE_POLICY) {
      for (const path of [policy.path, `${policy.path}/`, policy.path.replace(/:[^/]+/g, 'current'), policy.path.replace(/:[^/]+/g, '42')]) {
        for (const method of [policy.method, 'HEAD', 'DELETE']) expect(pathOf(matcher.match(method, path)), `${method} ${path}`).toEqual(pathOf(scan(method, path)));
      }
    }
  });

  it('does not let a parameter span segments or a prefix match', () => {
    expect(matcher.match('GET', '/api/auth/verify/a/b')).toBeUndefined();
    expect(matcher.match('GET', '/api/users/current/a/b')).toBeUndefined();
    expect(matcher.match('GET', '/api/healthz')).toBeUndefined();
  });
});
