import { describe, expect, it } from 'vitest';
import { ProviderCache } from './provider-cache.ts';

const live = () => {
  const cache = new ProviderCache<string>(3, 1000);
  cache.reset(true);
  return cache;
};

describe('ProviderCache', () => {
  it('serves what was stored until the provider changes', () => {
    const cache = live();
    cache.set('a', 'p1', 'A', cache.ticket(), 0);
    cache.set('b', 'p2', 'B', cache.ticket(), 0);
    expect(cache.get('a', 1)).toBe('A');
    cache.invalidate('p1');
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBe('B');
  });

  it("a booking change drops the provider's booking-dependent entries and keeps the rest", () => {
    const cache = live();
    cache.set('day', 'p1', 'slots', cache.ticket(), 0);
    cache.set('context', 'p1', 'service and plan', cache.ticket(), 0, true);
    cache.invalidate('p1', 'bookings');
    expect(cache.get('day', 1)).toBeUndefined();
    expect(cache.get('context', 1)).toBe('service and plan');
    cache.invalidate('p1');
    expect(cache.get('context', 1)).toBeUndefined();
  });

  it('does not store a read that started before a change of its provider', () => {
    const cache = live();
    const ticket = cache.ticket();
    cache.invalidate('p1');
    cache.set('a', 'p1', 'stale', ticket, 0);
    expect(cache.get('a', 0)).toBeUndefined();
    cache.set('b', 'p2', 'other provider', ticket, 0);
    expect(cache.get('b', 0)).toBe('other provider');
  });

  it('caches nothing while disabled and forgets everything on reset', () => {
    const cache = new ProviderCache<string>();
    cache.set('a', 'p1', 'A', cache.ticket(), 0);
    expect(cache.get('a', 0)).toBeUndefined();
    cache.reset(true);
    const ticket = cache.ticket();
    cache.set('a', 'p1', 'A', ticket, 0);
    cache.reset(false);
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it('expires entries and keeps at most maxEntries', () => {
    const cache = live();
    cache.set('a', 'p', 'A', cache.ticket(), 0);
    expect(cache.get('a', 1000)).toBeUndefined();
    for (const key of ['k1', 'k2', 'k3', 'k4']) cache.set(key, 'p', key, cache.ticket(), 0);
    expect(cache.get('k1', 1)).toBeUndefined();
    expect(cache.get('k4', 1)).toBe('k4');
  });
});
