import type { Logger } from 'pino';

/** A queue of durable work, registered with the engine by name. */
export interface Queue {
  name: string;
  /** How long the queue waits without a wake-up before it is looked at again (the backstop for timed work). */
  pollMs: number;
  /** One pass: claims what is due, handles it, settles it. */
  pass(): Promise<unknown>;
  /**
   * The queue folds wake-ups into its passes itself (the notices: a wake-up also cuts short a wait for Telegram's
   * pace, ADR 035), so the engine hands every wake-up on instead of holding them until the running pass ends.
   */
  foldsWakeUps?: boolean;
  /** Cuts short what a pass waits for, at shutdown. */
  stop?(): Promise<void> | void;
}

interface QueueState {
  queue: Queue;
  running: Promise<void> | null;
  again: boolean;
  /** When (Date.now) the queue is next looked at without a wake-up. */
  nextAt: number;
}

/**
 * The one engine for durable background work in this process: one timer for every queue's poll, and `wake` for
 * work just planned. Passes of one queue never overlap (wake-ups during a pass fold into one more pass, so none is
 * lost and a burst costs at most two passes); passes of different queues run side by side. Any number of engines
 * (one per instance) may run against one database: the claims are leases taken with SKIP LOCKED.
 */
export class Engine {
  private readonly queues = new Map<string, QueueState>();
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private stopped = false;

  constructor(private readonly log: Pick<Logger, 'warn' | 'error'>) {}

  register(queue: Queue): this {
    if (this.queues.has(queue.name)) throw new Error(`queue ${queue.name} registered twice`);
    this.queues.set(queue.name, { queue, running: null, again: false, nextAt: Date.now() });
    return this;
  }

  names(): string[] {
    return [...this.queues.keys()];
  }

  /** Looks at every queue once now, then each at its poll interval. */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.wake();
  }

  /** Looks at the named queues (every queue when none is named) now; unknown names are for other processes. */
  wake(names?: readonly string[]): void {
    if (!this.started || this.stopped) return;
    for (const state of this.queues.values()) if (!names || names.includes(state.queue.name)) this.run(state);
  }

  private run(state: QueueState): void {
    if (state.queue.foldsWakeUps) {
      const pass = this.passOf(state);
      if (!state.running) {
        state.running = pass.finally(() => {
          state.running = null;
          this.plan(state);
        });
      }
      return;
    }
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = (async () => {
      do {
        state.again = false;
        await this.passOf(state);
      } while (state.again && !this.stopped);
    })().finally(() => {
      state.running = null;
      this.plan(state);
    });
  }

  private passOf(state: QueueState): Promise<void> {
    return state.queue.pass().then(
      () => {},
      (error) => this.log.warn({ err: error, queue: state.queue.name }, 'a background pass failed; the next one tries again'),
    );
  }

  /** The queue's next look without a wake-up, and the one timer set for the earliest of all. */
  private plan(state: QueueState): void {
    state.nextAt = Date.now() + state.queue.pollMs;
    this.arm();
  }

  private arm(): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    const idle = [...this.queues.values()].filter((state) => !state.running);
    if (idle.length === 0) return;
    const next = Math.min(...idle.map((state) => state.nextAt));
    this.timer = setTimeout(() => this.due(), Math.max(0, next - Date.now()));
    this.timer.unref();
  }

  private due(): void {
    const now = Date.now();
    for (const state of this.queues.values()) if (!state.running && state.nextAt <= now) this.run(state);
    this.arm();
  }

  /** Resolves when every pass running now has ended. */
  async idle(): Promise<void> {
    await Promise.all([...this.queues.values()].map((state) => state.running));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await Promise.all([...this.queues.values()].map((state) => state.queue.stop?.()));
    await this.idle();
  }
}
