/**
 * Read-through cache of per-provider data (a service's day, a booking context), kept right by change
 * notifications: PostgreSQL announces every write that touches a provider (see the
 * change_notifications migration) and this instance drops that provider's entries. A read that raced
 * a change is not stored (generation check), and without a live LISTEN connection nothing is cached.
 */
/** What changed for a provider: anything (services, hours, plan, zone) or only their bookings. */
export type ProviderChange = 'everything' | 'bookings';

export class ProviderCache<V> {
  private readonly entries = new Map<string, { value: V; provider: string; expires: number; keptOnBookings: boolean }>();
  private readonly keysByProvider = new Map<string, Set<string>>();
  private readonly changedAt = new Map<string, number>();
  private generation = 0;
  enabled = false;

  constructor(
    private readonly maxEntries = 20_000,
    private readonly ttlMs = 60_000,
  ) {}

  /** Take before reading the database; pass to `set` with the result. */
  ticket(): number {
    return this.generation;
  }

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.delete(key, entry.provider);
      return undefined;
    }
    return entry.value;
  }

  /** `keptOnBookings`: the value does not depend on bookings (a booking context), so a booking change keeps it. */
  set(key: string, provider: string, value: V, ticket: number, now = Date.now(), keptOnBookings = false): void {
    if (!this.enabled || (this.changedAt.get(provider) ?? -1) > ticket) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.delete(oldest, this.entries.get(oldest)?.provider ?? '');
    }
    this.entries.set(key, { value, provider, expires: now + this.ttlMs, keptOnBookings });
    const keys = this.keysByProvider.get(provider) ?? new Set<string>();
    keys.add(key);
    this.keysByProvider.set(provider, keys);
  }

  invalidate(provider: string, change: ProviderChange = 'everything'): void {
    this.generation += 1;
    // Any read of this provider that was under way is not stored, whatever it read: simple and safe.
    this.changedAt.set(provider, this.generation);
    const keys = this.keysByProvider.get(provider);
    if (!keys) return;
    for (const key of keys) {
      if (change === 'bookings' && this.entries.get(key)?.keptOnBookings) continue;
      this.entries.delete(key);
      keys.delete(key);
    }
    if (keys.size === 0) this.keysByProvider.delete(provider);
  }

  /** Forget everything (the change feed was lost, so nothing cached can be trusted). */
  reset(enabled: boolean): void {
    this.generation += 1;
    for (const provider of this.keysByProvider.keys()) this.changedAt.set(provider, this.generation);
    this.entries.clear();
    this.keysByProvider.clear();
    this.enabled = enabled;
  }

  private delete(key: string, provider: string): void {
    this.entries.delete(key);
    this.keysByProvider.get(provider)?.delete(key);
  }
}

/**
 * Read-through for per-provider data: the cached value, or `load` (whose answer names its provider),
 * stored unless the provider changed while it was loading. `undefined` from `load` is not cached.
 */
export async function readThrough<V>(
  cache: ProviderCache<unknown>,
  key: string,
  load: () => Promise<{ value: V; provider: string } | undefined>,
  { keptOnBookings = false } = {},
): Promise<V | undefined> {
  const cached = cache.get(key) as V | undefined;
  if (cached !== undefined) return cached;
  const ticket = cache.ticket();
  const loaded = await load();
  if (!loaded) return undefined;
  cache.set(key, loaded.provider, loaded.value, ticket, Date.now(), keptOnBookings);
  return loaded.value;
}
