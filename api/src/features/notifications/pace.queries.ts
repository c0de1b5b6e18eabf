import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlIn } from '../../lib/sql.ts';
import { type PaceRules, type PaceState, planSends, type Sendable } from './pace.ts';

const BOT = 'bot';
const chatScope = (chatId: number) => `chat:${chatId}`;

/** Locks the bot's row (every instance's reservations queue here) and reads it with the database's clock. */
const LOCK_BOT = `
  insert into telegram_send_pace (scope, next_at) values ('${BOT}', clock_timestamp())
  on conflict (scope) do update set next_at = telegram_send_pace.next_at
  returning next_at, clock_timestamp() as now`;

// Lists travel as JSON: the ORM would spread an array parameter into a list of values.
const CHATS = 'select scope, next_at from telegram_send_pace where scope in (select jsonb_array_elements_text(?::jsonb))';

const SAVE = `
  insert into telegram_send_pace (scope, next_at)
  select x.scope, x.next_at from jsonb_to_recordset(?::jsonb) as x(scope text, next_at timestamptz)
  on conflict (scope) do update set next_at = excluded.next_at`;

/**
 * Moves claimed reminders' leases to `after_ms` from now (the dispatcher's clock when it has one). With
 * `uncount`, the claim's attempt is given back: the row waits for Telegram's pace, it did not fail.
 */
const RELEASE = `
  update reminder_schedules r set
    claimed_until = coalesce(?::timestamptz, now()) + make_interval(secs => x.after_ms / 1000.0),
    attempts = case when x.uncount then greatest(r.attempts - 1, 0) else r.attempts end,
    error_message = coalesce(x.reason, r.error_message)
  from jsonb_to_recordset(?::jsonb) as x(id bigint, after_ms bigint, uncount boolean, reason text)
  where r.id = x.id and r.status = 'pending'`;

export interface Release {
  id: string;
  afterMs: number;
  /** True when the row is put back for the pace, not for a failure: its attempt does not count. */
  uncount: boolean;
  reason?: string;
}

export async function releaseClaims(em: EntityManager, rows: Release[], now: Date | null): Promise<void> {
  if (rows.length === 0) return;
  const json = rows.map((r) => ({ id: r.id, after_ms: Math.ceil(r.afterMs), uncount: r.uncount, reason: r.reason ?? null }));
  await sqlIn(em, RELEASE, [now, JSON.stringify(json)], 'run');
}

export interface Reservation<T extends Sendable> {
  /** Each notice's moment, in ms from when the reservation was made. */
  slots: Array<{ notice: T; inMs: number }>;
  deferred: Array<{ notice: T; inMs: number }>;
}

/**
 * Takes moments for claimed Telegram notices from the schedule every instance shares (one transaction under
 * the bot row's lock), and in the same transaction makes each slotted row's lease end `leaseSeconds` after
 * its moment and puts deferred rows back until their chat is free. A worker that dies holding slots wastes
 * them (they are in the past for everyone else) and its rows come back when their leases end.
 */
export async function reserveTelegramSlots<T extends Sendable>(
  em: EntityManager,
  notices: T[],
  rules: PaceRules,
  options: { now: Date | null; leaseSeconds: number },
): Promise<Reservation<T>> {
  return em.transactional(async (tx) => {
    const [bot] = await sqlIn<Array<{ next_at: Date; now: Date }>>(tx, LOCK_BOT, []);
    const chats = await sqlIn<Array<{ scope: string; next_at: Date }>>(tx, CHATS, [
      JSON.stringify([...new Set(notices.map((n) => chatScope(n.chatId)))]),
    ]);
    const nowMs = new Date(bot!.now).getTime();
    const before: PaceState = {
      botNextAt: new Date(bot!.next_at).getTime(),
      chatNextAt: new Map(chats.map((c) => [Number(c.scope.slice('chat:'.length)), new Date(c.next_at).getTime()])),
    };
    const plan = planSends(notices, before, nowMs, rules);
    const touched = [...new Set(plan.slots.map((s) => s.notice.chatId))];
    // Rounded up to the millisecond, so a stored moment is never earlier than planned.
    const moment = (ms: number) => new Date(Math.ceil(ms)).toISOString();
    const saved = [
      { scope: BOT, next_at: moment(plan.state.botNextAt) },
      ...touched.map((chat) => ({ scope: chatScope(chat), next_at: moment(plan.state.chatNextAt.get(chat) as number) })),
    ];
    await sqlIn(tx, SAVE, [JSON.stringify(saved)], 'run');
    const slots = plan.slots.map((s) => ({ notice: s.notice, inMs: s.at - nowMs }));
    const deferred = plan.deferred.map((d) => ({ notice: d.notice, inMs: d.at - nowMs }));
    await releaseClaims(
      tx,
      [
        ...slots.map((s) => ({ id: s.notice.id, afterMs: s.inMs + options.leaseSeconds * 1000, uncount: false })),
        ...deferred.map((d) => ({ id: d.notice.id, afterMs: d.inMs, uncount: true })),
      ],
      options.now,
    );
    return { slots, deferred };
  });
}

/** Telegram asked to wait (429): nothing leaves for the chat, or for the whole bot, for `afterMs`. */
export async function holdOff(em: EntityManager, target: { chatId: number } | 'bot', afterMs: number): Promise<void> {
  await sqlIn(
    em,
    `insert into telegram_send_pace (scope, next_at) values (?, clock_timestamp() + make_interval(secs => ?::float8 / 1000))
     on conflict (scope) do update set next_at = greatest(telegram_send_pace.next_at, excluded.next_at)`,
    [target === 'bot' ? BOT : chatScope(target.chatId), afterMs],
    'run',
  );
}

/** Chats quiet for an hour need no row: their next message is free to go whenever the bot is. */
export async function forgetQuietChats(em: EntityManager): Promise<void> {
  await sqlIn(em, `delete from telegram_send_pace where scope <> '${BOT}' and next_at < clock_timestamp() - interval '1 hour'`, [], 'run');
}

/**
 * In how many ms (0 or less: already) the first due reminder that has been claimed before is free to claim
 * again: one put back for the pace, or held by another worker; null when there is none.
 */
export async function nextReleaseInMs(em: EntityManager, now: Date | null): Promise<number | null> {
  const [row] = await sqlIn<Array<{ ms: number | null }>>(
    em,
    `with clock as (select coalesce(?::timestamptz, now()) as now)
     select (extract(epoch from min(r.claimed_until) - clock.now) * 1000)::float8 as ms
     from reminder_schedules r, clock
     where r.status = 'pending' and r.scheduled_time <= clock.now and r.claimed_until is not null
     group by clock.now`,
    [now],
  );
  return row?.ms === null || row?.ms === undefined ? null : Number(row.ms);
}
