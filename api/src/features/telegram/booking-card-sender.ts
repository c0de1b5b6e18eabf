import { type Api, GrammyError } from '@qabul/bot';
import type { Orm } from '@qabul/db';
import type { TelegramSender } from '../notifications/index.ts';
import { placeCard, setCardPinned } from './booking-card.queries.ts';

/** Telegram lets a bot edit a message for 48 hours; an older card is replaced by a new one. */
const EDITABLE_MS = 48 * 3_600_000;

const described = (error: unknown, pattern: RegExp) =>
  error instanceof GrammyError && error.error_code === 400 && pattern.test(error.description);
/** The edit changed nothing: the card already says this. */
const unchanged = (error: unknown) => described(error, /message is not modified/i);
/** The card is gone (the client deleted it) or Telegram no longer lets it be edited: a new one takes its place. */
const lost = (error: unknown) => described(error, /message to edit not found|message can't be edited|MESSAGE_ID_INVALID/i);

/** Another instance placed a new card for the booking at the same moment: this one was withdrawn, the notice retries. */
class CardTakenError extends Error {
  constructor(bookingId: string) {
    super(`booking ${bookingId} got another card meanwhile; this one was deleted`);
  }
}

type Log = { warn(details: object, message: string): void };

/**
 * The living card's Telegram side (ADR 014). Where the card is comes with the notice (read in its claim), so at its
 * moment only Telegram is asked; a new card takes its place in the row only if no other did meanwhile. `fail` turns
 * an error into what the outbox understands (a 429 to wait out, an unreachable chat) and throws.
 */
export function bookingCardSender(
  api: Api,
  orm: Orm,
  fail: (error: unknown, chatId: number) => Promise<never>,
  log: Log,
): Required<Pick<TelegramSender, 'showCard' | 'replyToCard'>> {
  /** Pins are a convenience: one that fails is tried again with the card's next change, and never costs the card. */
  async function quietly(chatId: number, call: () => Promise<unknown>): Promise<boolean> {
    try {
      await call();
      return true;
    } catch (error) {
      log.warn({ err: error, chatId }, 'telegram card pin not changed');
      return false;
    }
  }

  const format = { parse_mode: 'HTML', link_preview_options: { is_disabled: true } } as const;

  /** Pins (quietly: the chat is not told) or unpins the message; false when Telegram refused. */
  const pin = (chatId: number, messageId: number, pinned: boolean) =>
    quietly(chatId, () =>
      pinned ? api.pinChatMessage(chatId, messageId, { disable_notification: true }) : api.unpinChatMessage(chatId, messageId),
    );

  return {
    async showCard(chatId, card, view) {
      const options = { ...format, reply_markup: view.keyboard };
      const editable =
        card.chatId === chatId && card.messageId !== null && card.sentAt !== null && Date.now() - card.sentAt.getTime() < EDITABLE_MS;
      if (editable) {
        const messageId = card.messageId as number;
        let kept = true;
        try {
          await api.editMessageText(chatId, messageId, view.text, options);
        } catch (error) {
          if (lost(error)) kept = false;
          else if (!unchanged(error)) await fail(error, chatId);
        }
        if (kept) {
          if (view.pinned !== card.pinned && (await pin(chatId, messageId, view.pinned)))
            await setCardPinned(orm.em.fork(), card.bookingId, messageId, view.pinned);
          return;
        }
      }
      const sent = await api.sendMessage(chatId, view.text, options).catch((error) => fail(error, chatId));
      const pinned = view.pinned && (await pin(chatId, sent.message_id, true));
      if (!(await placeCard(orm.em.fork(), card, chatId, sent.message_id, pinned))) {
        // One card per booking: ours goes (its pin with it), and the notice comes back to edit the one that stayed.
        await quietly(chatId, () => api.deleteMessage(chatId, sent.message_id));
        throw new CardTakenError(card.bookingId);
      }
      // The old card no longer speaks for the booking: its pin goes with it.
      if (card.pinned && card.chatId !== null && card.messageId !== null) {
        const old = { chat: card.chatId, message: card.messageId };
        await quietly(old.chat, () => api.unpinChatMessage(old.chat, old.message));
      }
    },

    async replyToCard(chatId, card, reply) {
      const toCard =
        card && card.chatId === chatId && card.messageId !== null
          ? { reply_parameters: { message_id: card.messageId, allow_sending_without_reply: true } }
          : {};
      await api
        .sendMessage(chatId, reply.text, { ...format, ...(reply.keyboard ? { reply_markup: reply.keyboard } : {}), ...toCard })
        .catch((error) => fail(error, chatId));
    },
  };
}
