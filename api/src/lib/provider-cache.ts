import { LRUCache } from 'lru-cache';

/**
 * Read-through cache of per-provider data (a service's day, a booking context), kept right by change
 * notifications: PostgreSQL announces every write that touches a provider (see the
 * change_notifications migration) and this instance drops that provider's entries. A read that raced
 * a change is not stored (generation check), and without a live LISTEN connection nothing is cached.
 *
 * Memory is bounded whatever is asked: by entries and by (estimated) bytes, least recently used first, and
 * an entry nobody asks for goes when its time is up (`sweep`, run every few seconds), so a flood of distinct
 * asks costs at most the byte budget while it lasts and nothing a minute later.
 */
/** What changed for a provider: anything (services, hours, plan, zone) or only their bookings. */
export type ProviderChange = 'everything' | 'bookings';

export interface ProviderCacheOptions {
  maxEntries?: number;
  /**
   * Upper bound of the estimated bytes held (keys, values and bookkeeping). 16 MB by default: thousands of slot lists,
   * and what a flood of distinct asks can pin stays small beside the instance's 160 MB (ADR 040).
   */
  maxBytes?: number;
  ttlMs?: number;
  /** The clock (tests inject one). */
  now?: () => number;
}

export interface SetOptions {
  /** The value does not depend on bookings (a booking context), so a booking change keeps it. */
  keptOnBookings?: boolean;
  /** The value's size when the caller knows it better than the estimate (it grows later, say). */
  bytes?: number;
  /** Shorter life than the cache's own. */
  ttlMs?: number;
}

interface Entry<V> {
  value: V;
  provider: string;
  keptOnBookings: boolean;
  bytes: number;
}

/** What a map entry, its key's object and the provider index cost beyond the key's and value's own bytes. */
const ENTRY_OVERHEAD = 200;
/** Providers whose last change is remembered; past this the memory is dropped and older reads are refused. */
const MAX_CHANGED_PROVIDERS = 10_000;

export class ProviderCache<V> {
  private readonly entries: LRUCache<string, Entry<V>>;
  private readonly keysByProvider = new Map<string, Set<string>>();
  private readonly changedAt = new Map<string, number>();
  private generation = 0;
  /** Reads that started before this generation are not stored (their provider's change was forgotten). */
  private trustedFrom = 0;
  enabled = false;

  constructor({ maxEntries = 20_000, maxBytes = 16 * 1024 * 1024, ttlMs = 60_000, now = Date.now }: ProviderCacheOptions = {}) {
    this.entries = new LRUCache<string, Entry<V>>({
      max: maxEntries,
      maxSize: maxBytes,
      sizeCalculation: (entry) => entry.bytes,
      ttl: ttlMs,
      // Exact expiry on the given clock rather than a clock cached for a millisecond.
      ttlResolution: 0,
      perf: { now },
      dispose: (entry, key) => this.unindex(key, entry.provider),
    });
  }

  /** Take before reading the database; pass to `set` with the result. */
  ticket(): number {
    return this.generation;
  }

  get(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: string, provider: string, value: V, ticket: number, options: SetOptions = {}): void {
    if (!this.enabled || ticket < this.trustedFrom || (this.changedAt.get(provider) ?? -1) > ticket) return;
    const bytes = ENTRY_OVERHEAD + 2 * key.length + (options.bytes ?? approximateBytes(value));
    // Larger than the whole budget: lru-cache refuses it (and drops any older value under the key).
    this.entries.set(key, { value, provider, keptOnBookings: options.keptOnBookings ?? false, bytes }, { ttl: options.ttlMs });
    if (!this.entries.has(key)) return;
    const keys = this.keysByProvider.get(provider) ?? new Set<string>();
    keys.add(key);
    this.keysByProvider.set(provider, keys);
  }

  /** Drops one entry at once (a signed-out session's, say). */
  forget(key: string): void {
    this.entries.delete(key);
  }

  invalidate(provider: string, change: ProviderChange = 'everything'): void {
    this.generation += 1;
    // Any read of this provider that was under way is not stored, whatever it read: simple and safe.
    if (this.changedAt.size >= MAX_CHANGED_PROVIDERS && !this.changedAt.has(provider)) {
      this.changedAt.clear();
      this.trustedFrom = this.generation;
    }
    this.changedAt.set(provider, this.generation);
    const keys = this.keysByProvider.get(provider);
    if (!keys) return;
    for (const key of [...keys]) {
      if (change === 'bookings' && this.entries.peek(key, { allowStale: true })?.keptOnBookings) continue;
      this.entries.delete(key);
    }
  }

  /** Forget everything (the change feed was lost, so nothing cached can be trusted). */
  reset(enabled: boolean): void {
    this.generation += 1;
    for (const provider of this.keysByProvider.keys()) this.changedAt.set(provider, this.generation);
    this.entries.clear();
    this.enabled = enabled;
  }

  /** Drops entries whose time is up, asked for or not. */
  sweep(): void {
    this.entries.purgeStale();
  }

  /** Sweeps every `intervalMs` (without keeping the process alive); returns the stop. */
  sweepEvery(intervalMs: number): () => void {
    const timer = setInterval(() => this.sweep(), intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** What is held now (for tests and metrics). */
  stats(): { entries: number; bytes: number; providers: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize, providers: this.keysByProvider.size };
  }

  private unindex(key: string, provider: string): void {
    const keys = this.keysByProvider.get(provider);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) this.keysByProvider.delete(provider);
  }
}

/**
 * A generous estimate of what a value keeps alive in V8 (strings at two bytes a character, every object and
 * array with its header and slots): the budget is kept even when the estimate is off.
 */
export function approximateBytes(value: unknown, depth = 0): number {
  if (typeof value === 'string') return 16 + 2 * value.length;
  if (value === null || typeof value !== 'object') return 16;
  if (ArrayBuffer.isView(value)) return 64 + value.byteLength;
  if (depth > 8) return 1024;
  if (Array.isArray(value)) {
    let bytes = 16 + 8 * value.length;
    for (const item of value) bytes += approximateBytes(item, depth + 1);
    return bytes;
  }
  let bytes = 32;
  for (const [key, item] of Object.entries(value)) bytes += 16 + 2 * key.length + approximateBytes(item, depth + 1);
  return bytes;
}

/**
 * Read-through for per-provider data: the cached value, or `load` (whose answer names its provider),
 * stored unless the provider changed while it was loading. `undefined` from `load` is not cached; with
 * `store: false` nothing is (an ask that is answered but not worth remembering).
 */
export async function readThrough<V>(
  cache: ProviderCache<unknown>,
  key: string,
  load: () => Promise<{ value: V; provider: string } | undefined>,
  { keptOnBookings = false, store = true } = {},
): Promise<V | undefined> {
  const cached = cache.get(key) as V | undefined;
  if (cached !== undefined) return cached;
  const ticket = cache.ticket();
  const loaded = await load();
  if (!loaded) return undefined;
  if (store) cache.set(key, loaded.provider, loaded.value, ticket, { keptOnBookings });
  return loaded.value;
}
