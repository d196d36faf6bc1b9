import { describe, expect, it } from 'vitest';
import { createPageCache, createRateLimiter } from './public-traffic.ts';

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createRateLimiter', () => {
  it('allows the budget per client, refuses the rest with the seconds left, and starts again next window', () => {
    const c = clock();
    const limiter = createRateLimiter({ perClient: 3, total: 100, windowMs: 60_000, now: c.now });
    expect([1, 2, 3, 4].map(() => limiter.check('a').allowed)).toEqual([true, true, true, false]);
    expect(limiter.check('b').allowed).toBe(true);
    c.advance(45_000);
    expect(limiter.check('a')).toEqual({ allowed: false, retryAfter: 15 });
    c.advance(15_000);
    expect(limiter.check('a').allowed).toBe(true);
  });

  it('caps all clients together, so many addresses cannot add up to unlimited', () => {
    const c = clock();
    const limiter = createRateLimiter({ perClient: 10, total: 5, windowMs: 1000, now: c.now });
    const allowed = Array.from({ length: 8 }, (_, i) => limiter.check(`ip-${i}`).allowed);
    expect(allowed.filter(Boolean)).toHaveLength(5);
    c.advance(1000);
    expect(limiter.check('ip-7').allowed).toBe(true);
  });

  it('forgets the oldest clients beyond its size instead of growing without end', () => {
    const limiter = createRateLimiter({ perClient: 1, total: 1_000_000, windowMs: 60_000, maxClients: 2 });
    limiter.check('a');
    limiter.check('b');
    limiter.check('c');
    // 'a' was dropped: it starts a new window.
    expect(limiter.check('a').allowed).toBe(true);
    expect(limiter.check('c').allowed).toBe(false);
  });
});

describe('createPageCache', () => {
  it('returns a page until it expires and drops the least recently used beyond its size', () => {
    const c = clock();
    const cache = createPageCache({ maxEntries: 2, ttlMs: 1000, now: c.now });
    const page = (body: string) => ({ status: 200, body, contentType: 'text/html' });
    cache.set('/a', page('A'));
    cache.set('/b', page('B'));
    expect(cache.get('/a')?.body).toBe('A');
    cache.set('/c', page('C'));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')?.body).toBe('A');
    c.advance(1000);
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/d', page('D'));
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
