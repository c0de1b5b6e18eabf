import type { Orm } from '@qabul/db';
import type { Logger } from 'pino';
import { ChatUnreachableError, type TelegramSender } from './channels.ts';
import { notificationsDelivered } from '../metrics/index.ts';
import { claimDue, type SettleOutcome, settleMany } from './claims.queries.ts';
import { composeNotice } from './compose.ts';
import type { Mailer } from './mailer.ts';
import type { Notification } from './notification-data.ts';

export interface DispatcherOptions {
  orm: Orm;
  publicUrl: string;
  /** null when no bot is configured: everything goes by e-mail. */
  telegram: TelegramSender | null;
  mailer: Mailer | null;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  batchSize?: number;
  /** How long a claim holds; longer than the slowest send (auto-retry waits included). */
  claimSeconds?: number;
  /** Attempts before a reminder is given up as 'failed'. */
  maxAttempts?: number;
  /** Messages in flight at once; Telegram advises a few, not hundreds. */
  concurrency?: number;
  /** Tests step time forward; null (the default) means the database's clock. */
  clock?: () => Date | null;
  /**
   * Passes start at most this often. A wake-up after a quiet spell runs at once; under a stream of bookings
   * the notices of a few milliseconds go out as one batch (one claim, one settle) instead of one pass each.
   */
  passIntervalMs?: number;
}

export interface DispatchSummary {
  sent: number;
  failed: number;
  skipped: number;
  retried: number;
}

const TIMED = new Set(['24h', '1h']);

export type Dispatcher = ReturnType<typeof createDispatcher>;

/**
 * Sends due reminders and notices. Any number of dispatchers (one per api instance) may run against one
 * database: claims are leases taken with SKIP LOCKED, so each reminder goes out once, and one whose
 * worker died is taken over when its lease expires.
 */
export function createDispatcher(options: DispatcherOptions) {
  const { orm, publicUrl, telegram, mailer, log } = options;
  const batchSize = options.batchSize ?? 20;
  const claimSeconds = options.claimSeconds ?? 300;
  const maxAttempts = options.maxAttempts ?? 5;
  const concurrency = options.concurrency ?? 3;
  const clock = options.clock ?? (() => null);
  const passIntervalMs = options.passIntervalMs ?? 50;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let lastPassAt = Number.NEGATIVE_INFINITY;
  let wakeEarly: (() => void) | null = null;

  /** Waits out the rest of the interval since the last pass began; `stop` cuts the wait short. */
  function untilNextPass(): Promise<void> {
    const wait = lastPassAt + passIntervalMs - Date.now();
    if (wait <= 0 || stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, wait);
      wakeEarly = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  function retryOrFail(notice: Notification, error: unknown, channel: string): SettleOutcome {
    const reason = `${channel}: ${error instanceof Error ? error.message : String(error)}`;
    if (notice.attempts >= maxAttempts) return { status: 'failed', reason, channel };
    // 1, 2, 4, 8... minutes, at most an hour.
    return {
      status: 'retry',
      reason,
      afterSeconds: Math.min(60 * 2 ** (notice.attempts - 1), 3600),
    };
  }

  async function deliver(notice: Notification): Promise<SettleOutcome> {
    const now = clock() ?? new Date();
    if (notice.booking.status === 'cancelled' && notice.kind !== 'booking_cancelled')
      return { status: 'cancelled', reason: 'booking cancelled' };
    if (TIMED.has(notice.kind) && notice.booking.start <= now) return { status: 'cancelled', reason: 'booking already started' };
    const composed = composeNotice(notice, publicUrl, now.getTime());
    if (notice.chatId !== null && telegram && notice.onlyChannel !== 'email') {
      try {
        await telegram.send(notice.chatId, composed.telegram.text, composed.telegram.keyboard);
        return { status: 'sent', channel: 'telegram' };
      } catch (error) {
        // A blocked chat is final for Telegram; e-mail may still reach the person.
        if (!(error instanceof ChatUnreachableError)) return retryOrFail(notice, error, 'telegram');
      }
    }
    if (composed.mail.to && mailer && notice.onlyChannel !== 'telegram') {
      try {
        await mailer.send({ ...composed.mail, to: composed.mail.to });
        return { status: 'sent', channel: 'email' };
      } catch (error) {
        return retryOrFail(notice, error, 'email');
      }
    }
    const reason = notice.onlyChannel
      ? `no reachable ${notice.onlyChannel} recipient`
      : 'no channel: no reachable Telegram chat and no e-mail';
    return { status: 'failed', reason };
  }

  async function runOnce(): Promise<DispatchSummary> {
    const summary: DispatchSummary = {
      sent: 0,
      failed: 0,
      skipped: 0,
      retried: 0,
    };
    while (!stopped) {
      const em = orm.em.fork();
      const batch = await claimDue(em, {
        batchSize,
        claimSeconds,
        now: clock(),
      });
      const queue = [...batch];
      const settled: Array<{ id: string; outcome: SettleOutcome }> = [];
      const worker = async () => {
        for (let notice = queue.shift(); notice; notice = queue.shift()) {
          const outcome = await deliver(notice);
          settled.push({ id: notice.id as string, outcome });
          notificationsDelivered.inc({ outcome: outcome.status, channel: ('channel' in outcome && outcome.channel) || 'none' });
          if (outcome.status === 'sent') summary.sent += 1;
          else if (outcome.status === 'cancelled') summary.skipped += 1;
          else if (outcome.status === 'retry') summary.retried += 1;
          else summary.failed += 1;
          if (outcome.status === 'failed' || outcome.status === 'retry') {
            log.warn(
              {
                reminderId: notice.id,
                bookingId: notice.bookingId,
                kind: notice.kind,
                reason: outcome.reason,
              },
              'notification not sent',
            );
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, worker));
      // One statement records the whole batch; a crash before it means a resend once the lease runs out.
      await settleMany(em, settled, clock());
      if (batch.length < batchSize) break;
    }
    return summary;
  }

  /** Wakes the dispatcher; calls while it runs fold into one more pass, so no wake-up is lost. */
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await untilNextPass();
          wakeEarly = null;
          if (stopped) break;
          lastPassAt = Date.now();
          await runOnce();
        } while (again && !stopped);
      } catch (error) {
        log.error({ err: error }, 'notification dispatch failed');
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    runOnce,
    kick,
    /** Resolves when the current pass (if any) has finished. */
    idle: () => running ?? Promise.resolve(),
    async stop() {
      stopped = true;
      wakeEarly?.();
      await running;
    },
  };
}
