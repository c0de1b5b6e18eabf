/**
 * Telegram's limits for one bot (ADR 013): about 30 messages a second in all and 1 a second to one chat. The
 * schedule aims under both, because a message planned for a moment reaches Telegram later or earlier than its
 * neighbours (tens of milliseconds on a busy machine), and Telegram counts arrivals.
 */
export interface PaceRules {
  /** Messages a second for the whole bot, over every api instance. */
  perSecond: number;
  /** Least time between two messages to one chat. */
  chatGapMs: number;
}

export const TELEGRAM_PACE: PaceRules = { perSecond: 25, chatGapMs: 1250 };

/** When the next message may leave: for the whole bot, and per chat written to recently (epoch ms). */
export interface PaceState {
  botNextAt: number;
  chatNextAt: Map<number, number>;
}

export interface Sendable {
  id: string;
  chatId: number;
}

export interface PacePlan<T extends Sendable> {
  /** Notices given a moment of their own, in order; `at` is epoch ms. */
  slots: Array<{ notice: T; at: number }>;
  /** Notices whose chat is not free yet: they wait for the chat, not for the bot (`at` is when it frees). */
  deferred: Array<{ notice: T; at: number }>;
  /** The schedule after these slots. */
  state: PaceState;
}

/**
 * Gives each notice the bot's next free moment, `1000 / perSecond` ms after the one before, so no second ever
 * holds more than `perSecond` messages; a notice whose chat had a message less than `chatGapMs` before that
 * moment (earlier in this batch or in another instance's) takes no moment and waits for its chat instead.
 */
export function planSends<T extends Sendable>(notices: T[], before: PaceState, nowMs: number, rules: PaceRules): PacePlan<T> {
  const gap = 1000 / rules.perSecond;
  const chatNextAt = new Map(before.chatNextAt);
  let cursor = Math.max(before.botNextAt, nowMs);
  const slots: PacePlan<T>['slots'] = [];
  const deferred: PacePlan<T>['deferred'] = [];
  for (const notice of notices) {
    const chatFree = chatNextAt.get(notice.chatId) ?? Number.NEGATIVE_INFINITY;
    if (chatFree > cursor) {
      deferred.push({ notice, at: chatFree });
      continue;
    }
    slots.push({ notice, at: cursor });
    chatNextAt.set(notice.chatId, cursor + rules.chatGapMs);
    cursor += gap;
  }
  return { slots, deferred, state: { botNextAt: cursor, chatNextAt } };
}
