import { randomBytes } from 'node:crypto';
import { type CardButtons, type CardLink, escapeHtml, type InlineKeyboardMarkup } from '@qabul/bot';
import { formatMessage } from '../../contracts/i18n/format.ts';
import type { CardView, TelegramSender } from './channels.ts';
import { changeLinks, details, prepaidOnCancel, startTime, telegramBody, textsOf, titleOf } from './compose.ts';
import { cardKeyboard } from './keyboards.ts';
import type { Notification } from './notification-data.ts';

/**
 * The client notices that are shown by the booking's living card in Telegram (ADR 014) rather than sent as
 * messages of their own. `booking_card` and `card_over` have nothing else to say: without a card they are void.
 */
const CARD_KINDS = new Set(['booking_created', 'booking_confirmed', 'booking_rescheduled', 'booking_cancelled', 'meet_link']);
export const REFRESH_KINDS = new Set(['booking_card', 'card_over']);
const CLIENT_REMINDERS = new Set(['24h', '1h']);

export const isCardNotice = (notice: Notification) =>
  notice.recipient === 'client' && !notice.kept && (CARD_KINDS.has(notice.kind) || REFRESH_KINDS.has(notice.kind));
export const isCardReminder = (notice: Notification) => notice.recipient === 'client' && !notice.kept && CLIENT_REMINDERS.has(notice.kind);

export type CardState = CardButtons['state'];

/**
 * Upcoming until its end; then done (the visit happened) or over (cancelled, or a no-show where that status
 * exists). The card is pinned only while upcoming.
 */
export function cardState(booking: Notification['booking'], now: number): CardState {
  const status: string = booking.status;
  if (status === 'cancelled' || status === 'no_show') return 'over';
  return booking.end.getTime() <= now ? 'done' : 'upcoming';
}

/** Where the Mini App is served for a site: the bot's buttons and the card's agree on it. */
export const miniAppUrlOf = (publicUrl: string) => `${publicUrl}/miniapp/`;

export interface CardLinks {
  publicUrl: string;
  /** The Mini App's address; a web_app button needs HTTPS, so over plain HTTP the web page is linked instead. */
  miniAppUrl: string;
}

/** "Ko'chirish" opens the Mini App with `tgWebAppStartParam=reschedule-<bookingId>`; "Yana yozilish" with the provider's username. */
function miniAppLink(links: CardLinks, startParam: string, fallback: string): CardLink {
  const url = new URL(links.miniAppUrl);
  if (url.protocol !== 'https:') return { url: fallback, webApp: false };
  url.searchParams.set('tgWebAppStartParam', startParam);
  return { url: url.toString(), webApp: true };
}

function buttons(notice: Notification, key: string, state: CardState, links: CardLinks): InlineKeyboardMarkup {
  return cardKeyboard(
    {
      key,
      state,
      clientConfirmed: Boolean(notice.booking.clientConfirmedAt),
      reschedule: miniAppLink(links, `reschedule-${notice.bookingId}`, changeLinks(notice, links.publicUrl).reschedule),
      again: miniAppLink(links, notice.provider.username, `${links.publicUrl}/${encodeURIComponent(notice.provider.username)}`),
    },
    notice.language,
  );
}

function cardTitle(notice: Notification, state: CardState): string {
  const t = textsOf(notice);
  const titles = t.titles.client;
  if (notice.booking.status === 'cancelled') return titles.booking_cancelled;
  if (state === 'over') return t.card.noShowTitle;
  if (state === 'done') return t.card.doneTitle;
  const byKind = CARD_KINDS.has(notice.kind) ? titleOf(notice) : null;
  if (byKind) return byKind;
  return notice.booking.status === 'confirmed' ? titles.booking_confirmed : titles.booking_created;
}

/** The card as it should read now: the booking's details, what the client answered, the buttons for its state. */
export function composeCard(notice: Notification, key: string, links: CardLinks, now = Date.now()): CardView {
  const state = cardState(notice.booking, now);
  const t = textsOf(notice);
  const hints = [
    state === 'upcoming' && notice.booking.clientConfirmedAt ? t.card.clientConfirmed : null,
    state === 'upcoming' && notice.booking.status === 'pending' ? t.pendingHint : null,
    state === 'done' ? t.card.doneHint : null,
    prepaidOnCancel(notice),
  ].filter((hint): hint is string => hint !== null);
  return {
    text: telegramBody(notice.language, cardTitle(notice, state), details(notice, now), hints).join('\n'),
    keyboard: buttons(notice, key, state, links),
    pinned: state === 'upcoming',
  };
}

/** A client's reminder in Telegram: one short line replying to the card, with the card's buttons. */
export function composeCardReminder(
  notice: Notification,
  key: string | null,
  links: CardLinks,
  now = Date.now(),
): { text: string; keyboard?: InlineKeyboardMarkup } {
  const t = textsOf(notice);
  const reminders: Record<string, string> = t.card.reminder;
  const template = reminders[notice.kind] ?? t.fallbackTitle;
  return {
    text: escapeHtml(
      formatMessage(notice.language, template, {
        time: startTime(notice),
        service: notice.serviceName ?? t.noService,
        provider: notice.provider.name,
      }),
    ),
    // Without a card (its chat became known only later) there is no key its buttons could carry.
    ...(key ? { keyboard: buttons(notice, key, cardState(notice.booking, now), links) } : {}),
  };
}

/** A card's button key: 96 random bits in 16 characters of callback data, so guessing another booking's is hopeless. */
export const newButtonKey = () => randomBytes(12).toString('base64url');

/**
 * What to ask Telegram at a card notice's moment. Everything it needs (the card's place, read in the claim's
 * statement) is at hand, so at the moment only the request is left, as for every paced notice (ADR 013). A booking
 * without a card yet gets a fresh key, kept only if its message becomes the card. Null for other notices.
 */
export function cardSend(
  telegram: TelegramSender,
  notice: Notification,
  chatId: number,
  links: CardLinks,
  now: number,
): (() => Promise<void>) | null {
  const { showCard, replyToCard } = telegram;
  if (!showCard || !replyToCard) return null;
  if (isCardNotice(notice)) {
    const card = notice.card ?? {
      bookingId: notice.bookingId,
      buttonKey: newButtonKey(),
      chatId: null,
      messageId: null,
      sentAt: null,
      pinned: false,
    };
    const view = composeCard(notice, card.buttonKey, links, now);
    return () => showCard(chatId, card, view);
  }
  if (isCardReminder(notice)) {
    const card = notice.card ?? null;
    const reply = composeCardReminder(notice, card?.buttonKey ?? null, links, now);
    return () => replyToCard(chatId, card, reply);
  }
  return null;
}
