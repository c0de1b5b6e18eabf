import type { Orm } from '@qabul/db';
import type { Logger } from 'pino';
import { ChatUnreachableError, type TelegramSender, TelegramRateLimitedError } from './channels.ts';
import { notificationsDelivered } from '../metrics/index.ts';
import { claimDue, type SettleOutcome, settleMany } from './claims.queries.ts';
import { type CardLinks, cardSend, miniAppUrlOf, REFRESH_KINDS } from './card-view.ts';
import { type ComposedNotice, composeNotice } from './compose.ts';
import type { Mailer } from './mailer.ts';
import type { Notification } from './notification-data.ts';
import { forgetQuietChats, holdOff, nextReleaseInMs, releaseClaims, reserveTelegramSlots } from './pace.queries.ts';
import { type PaceRules, TELEGRAM_PACE } from './pace.ts';
import { visitSkip } from './review-question.ts';
import { planAfterVisitNotices } from './review-question.queries.ts';
import { planEndedCardRefreshes } from './reminders.queries.ts';

export interface DispatcherOptions {
  orm: Orm;
  publicUrl: string;
  /** The Mini App the card's buttons open; `${publicUrl}/miniapp/` unless told. */
  miniAppUrl?: string;
  /** null when no bot is configured: everything goes by e-mail. */
  telegram: TelegramSender | null;
  mailer: Mailer | null;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  batchSize?: number;
  /** How long a claim holds; longer than the slowest send (auto-retry waits included). */
  claimSeconds?: number;
  /** Attempts before a reminder is given up as 'failed'. */
  maxAttempts?: number;
  /**
   * E-mails in flight at once: one per connection of the mailer's SMTP pool (10). Telegram's messages
   * do not count here: they leave at the moments the pace gives them.
   */
  concurrency?: number;
  /** Tests step time forward; null (the default) means the database's clock. */
  clock?: () => Date | null;
  /**
   * Passes start at most this often. A wake-up after a quiet spell runs at once; under a stream of bookings
   * the notices of a few milliseconds go out as one batch (one claim, one settle) instead of one pass each.
   */
  passIntervalMs?: number;
  /** Telegram's limits shared by all instances (ADR 013). */
  pace?: PaceRules;
  /** How long a Telegram notice's claim holds after its moment to send: longer than one send may take. */
  telegramLeaseSeconds?: number;
}

export interface DispatchSummary {
  sent: number;
  failed: number;
  skipped: number;
  retried: number;
  /** Put back to wait for Telegram's pace (a busy chat, a 429): due again shortly, no attempt spent. */
  postponed: number;
}

/** Not sent and not failed: the notice waits `afterMs` for Telegram's pace. */
type Later = { status: 'later'; afterMs: number; reason: string; tooManyRequests?: boolean };
/** Telegram notices reserved ahead of the clock: the next claim waits until less than this is left. */
const LOOKAHEAD_MS = 1000;
/** A pass waits for notices put back this briefly (a chat's next second, a short 429) instead of ending. */
const SHORT_WAIT_MS = 10_000;

const TIMED = new Set(['24h', '1h']);

export type Dispatcher = ReturnType<typeof createDispatcher>;

/**
 * Sends due reminders and notices. Any number of dispatchers (one per api instance) may run against one
 * database: claims are leases taken with SKIP LOCKED, so each reminder goes out once, and one whose
 * worker died is taken over when its lease expires. Telegram notices leave at moments taken from the schedule
 * all instances share, within Telegram's limits (ADR 013); e-mails as fast as `concurrency` allows.
 */
export function createDispatcher(options: DispatcherOptions) {
  const { orm, publicUrl, telegram, mailer, log } = options;
  const batchSize = options.batchSize ?? 20;
  const claimSeconds = options.claimSeconds ?? 300;
  const maxAttempts = options.maxAttempts ?? 5;
  const concurrency = options.concurrency ?? 10;
  const clock = options.clock ?? (() => null);
  const passIntervalMs = options.passIntervalMs ?? 50;
  const pace = options.pace ?? TELEGRAM_PACE;
  const telegramLeaseSeconds = options.telegramLeaseSeconds ?? 60;
  const cardLinks: CardLinks = { publicUrl, miniAppUrl: options.miniAppUrl ?? miniAppUrlOf(publicUrl) };
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let lastPassAt = Number.NEGATIVE_INFINITY;
  let wakeEarly: (() => void) | null = null;
  /** Waits for a moment to send, cut short by `stop`. */
  const sleepers = new Set<() => void>();
  let wakeTimer: NodeJS.Timeout | undefined;
  /** Until when (performance.now) this instance sends nothing: Telegram's bot-wide 429. */
  let pausedUntil = 0;
  /** Chats that answered 429, and until when (performance.now): a second chat means the bot's own limit. */
  const limitedChats = new Map<number, number>();
  let quietChatsForgottenAt = Number.NEGATIVE_INFINITY;
  let endedCardsSweptAt = Number.NEGATIVE_INFINITY;

  /** A wait for `deadline` (performance.now) that `stop`, or the returned `wake`, cuts short. */
  function nap(deadline: number): { done: Promise<void>; wake: () => void } {
    const wait = deadline - performance.now();
    if (wait <= 0 || stopped) return { done: Promise.resolve(), wake: () => {} };
    let wake = () => {};
    const done = new Promise<void>((resolve) => {
      const timer = setTimeout(() => wake(), wait);
      wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      sleepers.add(wake);
    });
    return { done, wake };
  }
  const sleepUntil = (deadline: number) => nap(deadline).done;

  /** The pass's wait for notices put back; a wake-up (new notices) ends it early, so they are not held up. */
  let napping: (() => void) | null = null;
  async function napUntil(deadline: number): Promise<void> {
    const { done, wake } = nap(deadline);
    napping = wake;
    await done;
    napping = null;
  }

  /** A notice put back for the pace is due again in `afterMs`; this instance wakes for it itself. */
  function wakeIn(afterMs: number): void {
    if (stopped) return;
    clearTimeout(wakeTimer);
    wakeTimer = setTimeout(() => void kick(), Math.max(afterMs, 0) + 5);
  }

  /**
   * Telegram does not say which limit a 429 is about. One chat's 429 holds that chat; a second chat's while
   * the first still waits means the bot's own limit, so the whole bot (every instance) waits `afterMs`.
   */
  async function rateLimited(em: ReturnType<Orm['em']['fork']>, chatId: number, afterMs: number): Promise<void> {
    const now = performance.now();
    for (const [chat, until] of limitedChats) if (until <= now) limitedChats.delete(chat);
    const botWide = [...limitedChats.keys()].some((chat) => chat !== chatId);
    limitedChats.set(chatId, now + afterMs);
    await holdOff(em, { chatId }, afterMs);
    if (botWide) {
      pausedUntil = Math.max(pausedUntil, now + afterMs);
      await holdOff(em, 'bot', afterMs);
      log.warn({ retryAfterMs: afterMs }, 'telegram asked the bot to slow down; all sends wait');
    }
  }

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

  /** A notice that is not to be sent at all any more. */
  function obsolete(notice: Notification): SettleOutcome | null {
    const now = clock() ?? new Date();
    if (notice.booking.status === 'cancelled' && notice.kind !== 'booking_cancelled')
      return { status: 'cancelled', reason: 'booking cancelled' };
    const visit = visitSkip(notice, now);
    if (visit) return { status: 'cancelled', reason: visit };
    if (TIMED.has(notice.kind) && notice.booking.start <= now) return { status: 'cancelled', reason: 'booking already started' };
    if (REFRESH_KINDS.has(notice.kind) && !(notice.chatId !== null && telegram?.showCard && notice.onlyChannel !== 'email' && !notice.kept))
      return { status: 'cancelled', reason: 'no card to refresh' };
    return null;
  }

  const viaTelegram = (notice: Notification): notice is Notification & { id: string; chatId: number } =>
    notice.id !== null && notice.chatId !== null && telegram !== null && notice.onlyChannel !== 'email' && obsolete(notice) === null;

  const compose = (notice: Notification) => composeNotice(notice, publicUrl, (clock() ?? new Date()).getTime());

  /** A notice ready to go: its texts, and the Telegram request to make (null when it does not go by Telegram). */
  type Prepared = { composed: () => ComposedNotice; telegram: (() => Promise<void>) | null };

  /**
   * Everything but the request, done before a notice's moment. A client's booking notices are the booking's
   * living card, edited in place (ADR 014); the client's reminders reply to it; the rest are messages of their own.
   * The full notice (the e-mail's) is written only when it is needed: a card's moment waits for no work it does not use.
   */
  function prepare(notice: Notification): Prepared {
    let written: ComposedNotice | null = null;
    const composed = () => {
      written ??= compose(notice);
      return written;
    };
    if (notice.chatId === null || !telegram || notice.onlyChannel === 'email' || obsolete(notice)) return { composed, telegram: null };
    const chatId = notice.chatId;
    const card = cardSend(telegram, notice, chatId, cardLinks, (clock() ?? new Date()).getTime());
    if (card) return { composed, telegram: card };
    const message = composed().telegram;
    return { composed, telegram: () => telegram.send(chatId, message.text, message.keyboard) };
  }

  async function deliver(notice: Notification, { composed, telegram: viaBot }: Prepared): Promise<SettleOutcome | Later> {
    const skip = obsolete(notice);
    if (skip) return skip;
    if (viaBot) {
      try {
        await viaBot();
        return { status: 'sent', channel: 'telegram' };
      } catch (error) {
        // Telegram took nothing and asks for quiet: the notice waits, its attempt is not spent.
        if (error instanceof TelegramRateLimitedError)
          return { status: 'later', afterMs: error.retryAfterSeconds * 1000, reason: `telegram: ${error.message}`, tooManyRequests: true };
        // A blocked chat is final for Telegram; e-mail may still reach the person.
        if (!(error instanceof ChatUnreachableError)) return retryOrFail(notice, error, 'telegram');
      }
    }
    // A card's refresh says nothing an e-mail would: without the chat there is nothing to do.
    if (REFRESH_KINDS.has(notice.kind)) return { status: 'cancelled', reason: 'no card to refresh' };
    const mail = composed().mail;
    if (mail.to && mailer && notice.onlyChannel !== 'telegram') {
      try {
        await mailer.send({ ...mail, to: mail.to });
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
      postponed: 0,
    };
    const record = (notice: Notification, outcome: SettleOutcome) => {
      notificationsDelivered.inc({ outcome: outcome.status, channel: ('channel' in outcome && outcome.channel) || 'none' });
      if (outcome.status === 'sent') summary.sent += 1;
      else if (outcome.status === 'cancelled') summary.skipped += 1;
      else if (outcome.status === 'retry') summary.retried += 1;
      else summary.failed += 1;
      if (outcome.status === 'failed' || outcome.status === 'retry') {
        log.warn(
          { reminderId: notice.id, bookingId: notice.bookingId, kind: notice.kind, reason: outcome.reason },
          'notification not sent',
        );
      }
    };

    /** Sends one Telegram notice at its moment and records it at once, so a crash right after repeats nothing. */
    async function sendAt(notice: Notification & { id: string; chatId: number }, deadline: number): Promise<void> {
      // Written before its moment, so at the moment only the request is left to make.
      const prepared = prepare(notice);
      await sleepUntil(deadline);
      const em = orm.em.fork();
      try {
        const pause = pausedUntil - performance.now();
        const outcome: SettleOutcome | Later = stopped
          ? { status: 'later', afterMs: 0, reason: 'dispatcher stopped before its moment' }
          : pause > 0
            ? { status: 'later', afterMs: pause, reason: 'telegram: the bot waits out a 429' }
            : await deliver(notice, prepared);
        if (outcome.status === 'later') {
          if (outcome.tooManyRequests) await rateLimited(em, notice.chatId, outcome.afterMs);
          await releaseClaims(em, [{ id: notice.id, afterMs: outcome.afterMs, uncount: true, reason: outcome.reason }], clock());
          summary.postponed += 1;
          return;
        }
        await settleMany(em, [{ id: notice.id, outcome }], clock());
        record(notice, outcome);
      } catch (error) {
        // Its lease brings it back; the other notices go on.
        log.error({ err: error, reminderId: notice.id }, 'telegram notice not recorded');
      }
    }

    // Cards whose visit has ended are refreshed (unpinned, "Yana yozilish"); the cron's minute is often enough.
    if (telegram?.showCard && performance.now() - endedCardsSweptAt >= 60_000) {
      endedCardsSweptAt = performance.now();
      await planEndedCardRefreshes(orm.em.fork(), clock());
    }
    const inFlight: Array<Promise<void>> = [];
    for (;;) {
      const claimed = await claimAndSend(inFlight);
      await Promise.all(inFlight.splice(0));
      if (stopped || summary.postponed === 0) break;
      // What was put back waits only for its chat's second or a short 429: part of this pass, unless a
      // round found nothing to take (another instance holds it) or it is further off; then a timer wakes us.
      const nextInMs = await nextReleaseInMs(orm.em.fork(), clock());
      if (nextInMs === null) break;
      if (claimed === 0 || nextInMs > SHORT_WAIT_MS) {
        wakeIn(Math.max(nextInMs, 1000));
        break;
      }
      await napUntil(performance.now() + nextInMs);
    }
    return summary;

    /**
     * Claims and sends until nothing more is due; returns how many notices it claimed. A batch's e-mails are still
     * going out while the next batch is claimed and started (two batches at most): waiting for a batch's slowest
     * e-mail before claiming more left the other connections idle, and under a stream of bookings the notices fell
     * behind (ADR 035).
     */
    async function claimAndSend(inFlight: Array<Promise<void>>): Promise<number> {
      let claimed = 0;
      await planAfterVisitNotices(orm.em.fork(), clock());
      let previous: Promise<void> = Promise.resolve();
      try {
        while (!stopped) {
          const em = orm.em.fork();
          const batch = await claimDue(em, {
            batchSize,
            claimSeconds,
            now: clock(),
          });
          claimed += batch.length;
          if (batch.length === 0 && performance.now() - quietChatsForgottenAt > 600_000) {
            quietChatsForgottenAt = performance.now();
            await forgetQuietChats(em);
          }
          const paced = batch.filter(viaTelegram);
          const queue = batch.filter((notice) => !viaTelegram(notice));
          let lastMoment = performance.now();
          if (paced.length > 0) {
            const reservation = await reserveTelegramSlots(em, paced, pace, { now: clock(), leaseSeconds: telegramLeaseSeconds });
            const reservedAt = performance.now();
            summary.postponed += reservation.deferred.length;
            for (const { notice, inMs } of reservation.slots) {
              inFlight.push(sendAt(notice, reservedAt + inMs));
              lastMoment = Math.max(lastMoment, reservedAt + inMs);
            }
          }
          const sending = sendQueued(em, queue);
          // Its failure is met when it is awaited below; until then it must not count as unhandled.
          sending.catch(() => {});
          await previous;
          previous = sending;
          if (batch.length < batchSize) break;
          // About a second of Telegram's budget stays reserved ahead; more would only lengthen what a crash strands.
          await sleepUntil(lastMoment - LOOKAHEAD_MS);
        }
      } finally {
        await previous;
      }
      return claimed;
    }

    /** Sends a batch's notices that do not wait for Telegram's pace, `concurrency` at once, and records them. */
    async function sendQueued(em: ReturnType<Orm['em']['fork']>, queue: Notification[]): Promise<void> {
      const settled: Array<{ id: string; outcome: SettleOutcome }> = [];
      const worker = async () => {
        for (let notice = queue.shift(); notice; notice = queue.shift()) {
          // Only Telegram answers 'later', and these notices do not go by Telegram.
          const outcome = (await deliver(notice, prepare(notice))) as SettleOutcome;
          settled.push({ id: notice.id as string, outcome });
          record(notice, outcome);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
      // One statement records the rest of the batch; a crash before it means a resend once the lease runs out.
      await settleMany(em, settled, clock());
    }
  }

  /** Wakes the dispatcher; calls while it runs fold into one more pass, so no wake-up is lost. */
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      napping?.();
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
      clearTimeout(wakeTimer);
      wakeEarly?.();
      for (const wake of [...sleepers]) wake();
      await running;
    },
  };
}
