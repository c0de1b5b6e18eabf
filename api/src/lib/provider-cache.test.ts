import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { approximateBytes, ProviderCache } from './provider-cache.ts';

/** A clock the test moves by hand. */
function manualClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const live = (clock = manualClock()) => {
  const cache = new ProviderCache<string>({ maxEntries: 3, ttlMs: 1000, now: clock.now });
  cache.reset(true);
  return cache;
};

describe('ProviderCache', () => {
  it('serves what was stored until the provider changes', () => {
    const cache = live();
    cache.set('a', 'p1', 'A', cache.ticket());
    cache.set('b', 'p2', 'B', cache.ticket());
    expect(cache.get('a')).toBe('A');
    cache.invalidate('p1');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('B');
  });

  it("a booking change drops the provider's booking-dependent entries and keeps the rest", () => {
    const cache = live();
    cache.set('day', 'p1', 'slots', cache.ticket());
    cache.set('context', 'p1', 'service and plan', cache.ticket(), { keptOnBookings: true });
    cache.invalidate('p1', 'bookings');
    expect(cache.get('day')).toBeUndefined();
    expect(cache.get('context')).toBe('service and plan');
    cache.invalidate('p1');
    expect(cache.get('context')).toBeUndefined();
  });

  it('does not store a read that started before a change of its provider', () => {
    const cache = live();
    const ticket = cache.ticket();
    cache.invalidate('p1');
    cache.set('a', 'p1', 'stale', ticket);
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 'p2', 'other provider', ticket);
    expect(cache.get('b')).toBe('other provider');
  });

  it('caches nothing while disabled and forgets everything on reset', () => {
    const cache = new ProviderCache<string>();
    cache.set('a', 'p1', 'A', cache.ticket());
    expect(cache.get('a')).toBeUndefined();
    cache.reset(true);
    const ticket = cache.ticket();
    cache.set('a', 'p1', 'A', ticket);
    cache.reset(false);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0, providers: 0 });
  });

  it('expires entries and keeps at most maxEntries', () => {
    const clock = manualClock();
    const cache = live(clock);
    cache.set('a', 'p', 'A', cache.ticket());
    clock.advance(999);
    expect(cache.get('a')).toBe('A');
    clock.advance(2);
    expect(cache.get('a')).toBeUndefined();
    for (const key of ['k1', 'k2', 'k3', 'k4']) cache.set(key, 'p', key, cache.ticket());
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k4')).toBe('k4');
  });

  it('never holds more than its byte budget, whatever is put in, and its provider index follows', () => {
    const maxBytes = 16 * 1024;
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            key: fc.string({ maxLength: 300 }),
            provider: fc.constantFrom('p1', 'p2', 'p3'),
            value: fc.oneof(fc.string({ maxLength: 6_000 }), fc.array(fc.string({ maxLength: 200 }), { maxLength: 30 })),
            invalidate: fc.boolean(),
          }),
          { maxLength: 60 },
        ),
        (puts) => {
          const cache = new ProviderCache<unknown>({ maxBytes, maxEntries: 1000 });
          cache.reset(true);
          for (const put of puts) {
            cache.set(put.key, put.provider, put.value, cache.ticket());
            if (put.invalidate) cache.invalidate(put.provider === 'p1' ? 'p2' : 'p1');
            const stats = cache.stats();
            expect(stats.bytes).toBeLessThanOrEqual(maxBytes);
            expect(stats.providers).toBeLessThanOrEqual(stats.entries);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('counts a big value as big: a budget of 1 MB holds far fewer 100 KB lists than small ones', () => {
    const cache = new ProviderCache<string>({ maxBytes: 1024 * 1024 });
    cache.reset(true);
    for (let i = 0; i < 100; i += 1) cache.set(`big${i}`, 'p', 'x'.repeat(100_000), cache.ticket());
    expect(cache.stats().entries).toBeLessThanOrEqual(6);
    expect(approximateBytes('x'.repeat(100_000))).toBeGreaterThanOrEqual(100_000);
  });

  it('lets entries nobody asks for go when their time is up (injected clock)', () => {
    const clock = manualClock(1_000_000);
    const cache = new ProviderCache<string>({ ttlMs: 60_000, now: clock.now });
    cache.reset(true);
    for (let i = 0; i < 500; i += 1) cache.set(`slots|${i}`, `p${i % 7}`, 'list'.repeat(100), cache.ticket());
    cache.set('short', 'p1', 'list', cache.ticket(), { ttlMs: 5_000 });
    expect(cache.stats().entries).toBe(501);
    clock.advance(5_001);
    cache.sweep();
    expect(cache.stats().entries).toBe(500);
    clock.advance(55_000);
    cache.sweep();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0, providers: 0 });
  });

  it('forgets old changes past its limit without storing a read that raced one', () => {
    const cache = new ProviderCache<string>();
    cache.reset(true);
    const ticket = cache.ticket();
    for (let i = 0; i < 10_001; i += 1) cache.invalidate(`p${i}`);
    cache.set('a', 'p0', 'raced', ticket);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'p0', 'fresh', cache.ticket());
    expect(cache.get('a')).toBe('fresh');
  });
});
