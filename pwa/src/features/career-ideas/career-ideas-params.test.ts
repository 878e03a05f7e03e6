import { describe, expect, it } from 'vitest';
import { clientCareerIdeasPath, ideasQueryOf, paramsOfIdeasQuery } from './career-ideas-params';

describe('career ideas address', () => {
  it('reads the page and Job Zone, and anything else there as page 1 of all zones', () => {
    expect(ideasQueryOf(new URLSearchParams('page=3&jobZone=5'))).toEqual({ page: 3, jobZone: 5 });
    expect(ideasQueryOf(new URLSearchParams('page=0&jobZone=9'))).toEqual({ page: 1, jobZone: null });
    expect(ideasQueryOf(new URLSearchParams('page=2.5&jobZone='))).toEqual({ page: 1, jobZone: null });
  });

  it('writes only what differs from page 1 of all zones', () => {
    expect(paramsOfIdeasQuery({ page: 1, jobZone: null }).toString()).toBe('');
    expect(paramsOfIdeasQuery({ page: 2, jobZone: 3 }).toString()).toBe('page=2&jobZone=3');
    expect(clientCareerIdeasPath('a b')).toBe('/admin/users/a%20b/career-ideas');
  });
});
