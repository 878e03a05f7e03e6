import { describe, expect, it } from 'vitest';
import { createVerifiedTokenCache } from './verified-token-cache';

describe('verified token cache', () => {
  it('gives the claims of a kept token until its expiry, then forgets it', () => {
    const cache = createVerifiedTokenCache<{ userId: string }>();
    cache.set('token-a', { userId: 'a' }, 1000);
    expect(cache.get('token-a', 999)).toEqual({ userId: 'a' });
    expect(cache.get('token-b', 999)).toBeUndefined();
    // As jose: expired once exp is not after now.
    expect(cache.get('token-a', 1000)).toBeUndefined();
    expect(cache.get('token-a', 10)).toBeUndefined();
  });

  it('drops the oldest tokens past its capacity', () => {
    const cache = createVerifiedTokenCache<number>(2);
    cache.set('one', 1, 100);
    cache.set('two', 2, 100);
    cache.set('two', 2, 100);
    cache.set('three', 3, 100);
    expect([cache.get('one', 0), cache.get('two', 0), cache.get('three', 0)]).toEqual([undefined, 2, 3]);
  });
});
