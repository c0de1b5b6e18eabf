import { PassThrough } from 'node:stream';
import type { ChangeDetail, ChangeListener } from './change-feed.ts';
import { logger } from './logger.ts';
import type { ProviderChange } from './provider-cache.ts';

/**
 * The open calendars' live line (`GET /api/calendar/events`, server-sent events). A business's changes reach this
 * process once, through the change feed's one LISTEN (whichever instance or job made them); here they fan out in
 * memory to the streams open on this instance for that business. A stream costs its socket and a few small objects:
 * no timer, no query and no connection of its own. One timer for all of them writes a heartbeat comment (proxies
 * close a silent connection) and asks, in one query, whether their sessions still exist (a sign-out anywhere ends them).
 *
 * Events carry no booking's details, only which dates to read again: `event: changed` with `{"dates": [...]}`, or
 * `{"dates": null}` when anything may have changed. A master's stream hears only changes of their own bookings and
 * blocks, or changes that name no master. `event: ready` follows every (re)connection: whatever happened while the
 * stream was away is not replayed, so the reader reads what it shows again.
 */
export interface EventStreamsOptions {
  heartbeatMs?: number;
  /** How long a reader waits before reconnecting (the `retry:` field). */
  retryMs?: number;
  /** The session ids among `sids` that still exist; a stream whose session is gone is ended. */
  liveSessions?: (sids: string[]) => Promise<Set<string>>;
}

interface Stream {
  out: PassThrough;
  business: string;
  /** An invited master's own stream; null: the whole business. */
  staffId: string | null;
  sid: string | null;
}

/** What happened to a business within one turn of the event loop, merged into one event per stream. */
interface Pending {
  /** One entry per announcement; null: no detail (anything may have changed). */
  details: Array<ChangeDetail | null>;
}

export class EventStreams implements ChangeListener {
  private readonly byBusiness = new Map<string, Set<Stream>>();
  private readonly pending = new Map<string, Pending>();
  private flushQueued = false;
  private heartbeat: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly heartbeatMs: number;
  private readonly retryMs: number;

  constructor(private readonly options: EventStreamsOptions = {}) {
    this.heartbeatMs = options.heartbeatMs ?? 25_000;
    this.retryMs = options.retryMs ?? 3_000;
  }

  /** Streams open now (for tests, metrics and the benchmark). */
  get size(): number {
    let n = 0;
    for (const streams of this.byBusiness.values()) n += streams.size;
    return n;
  }

  /**
   * A new stream for a business (or one master of it): the body to send. While the instance stops, the stream
   * answers at once with its retry time and ends, so the reader comes back to another instance.
   */
  open(business: string, staffId: string | null, sid: string | null): PassThrough {
    const out = new PassThrough();
    out.write(`retry: ${this.retryMs}\n\n`);
    if (this.closed) {
      out.end();
      return out;
    }
    const stream: Stream = { out, business, staffId, sid };
    let streams = this.byBusiness.get(business);
    if (!streams) {
      streams = new Set();
      this.byBusiness.set(business, streams);
    }
    streams.add(stream);
    out.once('close', () => this.forget(stream));
    out.write('event: ready\ndata: {}\n\n');
    this.heartbeat ??= setInterval(() => this.beat(), this.heartbeatMs).unref();
    return out;
  }

  /** The change feed heard of a business's change: merged with others of this turn, then sent. */
  invalidate(provider: string, _change: ProviderChange, detail?: ChangeDetail): void {
    if (!this.byBusiness.has(provider)) return;
    const pending = this.pending.get(provider) ?? { details: [] };
    pending.details.push(detail ?? null);
    this.pending.set(provider, pending);
    if (!this.flushQueued) {
      this.flushQueued = true;
      setImmediate(() => this.flush());
    }
  }

  /** The change feed came back after a loss: anything may have changed meanwhile, for everyone. */
  reset(enabled: boolean): void {
    if (!enabled) return;
    for (const business of this.byBusiness.keys()) this.invalidate(business, 'everything');
  }

  /** A sign-out on this instance ends that session's streams at once (others notice at the next heartbeat). */
  endSession(sid: string): void {
    for (const streams of this.byBusiness.values()) for (const stream of streams) if (stream.sid === sid) stream.out.end();
  }

  /** At shutdown: every stream ends (readers reconnect elsewhere) and new ones end at once. */
  closeAll(): void {
    this.closed = true;
    for (const streams of this.byBusiness.values()) for (const stream of streams) stream.out.end();
    this.stopBeating();
  }

  private flush(): void {
    this.flushQueued = false;
    for (const [business, { details }] of this.pending) {
      for (const stream of this.byBusiness.get(business) ?? []) {
        const heard =
          stream.staffId === null ? details : details.filter((d) => d === null || d.staffIds.includes(stream.staffId as string));
        if (heard.length === 0) continue;
        const dates = heard.includes(null) ? null : [...new Set(heard.flatMap((d) => (d as ChangeDetail).dates))].sort();
        stream.out.write(`event: changed\ndata: ${JSON.stringify({ dates })}\n\n`);
      }
    }
    this.pending.clear();
  }

  private forget(stream: Stream): void {
    const streams = this.byBusiness.get(stream.business);
    if (!streams) return;
    streams.delete(stream);
    if (streams.size === 0) this.byBusiness.delete(stream.business);
    if (this.byBusiness.size === 0) this.stopBeating();
  }

  private stopBeating(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private beat(): void {
    const sids = new Set<string>();
    for (const streams of this.byBusiness.values()) {
      for (const stream of streams) {
        stream.out.write(':\n\n');
        if (stream.sid) sids.add(stream.sid);
      }
    }
    if (!this.options.liveSessions || sids.size === 0) return;
    this.options.liveSessions([...sids]).then(
      (live) => {
        for (const streams of this.byBusiness.values()) {
          for (const stream of streams) if (stream.sid && !live.has(stream.sid)) stream.out.end();
        }
      },
      // The database being away says nothing about the sessions: they are asked again at the next beat.
      (error) => logger.warn({ err: error }, 'event streams: sessions could not be checked'),
    );
  }
}
