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

  it('does not let a parameter span segments or a prefix match', () => {
    expect(matcher.match('GET', '/api/auth/verify/a/b')).toBeUndefined();
    expect(matcher.match('GET', '/api/users/current/a/b')).toBeUndefined();
    expect(matcher.match('GET', '/api/healthz')).toBeUndefined();
  });
});
