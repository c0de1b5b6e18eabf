import type { CardAction, CardPress, ChatRef } from '@qabul/bot';
import type { Orm } from '@qabul/db';
import { AppError } from '../../lib/app-error.ts';
import type { HotPath } from '../../lib/context.ts';
import { cancelAsClient } from '../bookings/index.ts';
import { cardByKey, rememberClientConfirmed } from './booking-card.queries.ts';

export interface CardPressDeps {
  orm: Orm;
  hot: HotPath;
  /** Wakes the outbox: the card's refresh and the provider's notice are due at once. */
  notify: () => void;
  providerChanged: (providerId: string) => void;
  now?: () => number;
}

/**
 * A press on a booking card's button (ADR 014). The key in the callback data finds the card; only the chat the card
 * was sent to may act on it. Every change goes the way the web's does (the one cancel rule and its window) and
 * reaches the card through the outbox, never by editing it here.
 */
export async function pressCardButton(deps: CardPressDeps, chat: ChatRef, action: CardAction, key: string): Promise<CardPress> {
  const em = deps.orm.em.fork();
  const card = await cardByKey(em, key);
  if (!card) return { result: 'gone' };
  if (card.chatId === null || card.chatId !== chat.chatId) return { result: 'stranger' };
  const now = deps.now?.() ?? Date.now();
  if (action === 'cancelNo') return { result: 'done' };
  if (card.status === 'cancelled' || card.endsAt.getTime() <= now) return { result: 'gone' };
  if (action === 'come') {
    if (await rememberClientConfirmed(em, card.bookingId, new Date(now))) deps.notify();
    return { result: 'done' };
  }
  try {
    // The card's own chat pressed its key: that is the client's proof.
    const booking = await cancelAsClient(em, deps.hot, card.bookingId, { kind: 'card' }, { now, onlyCheck: action === 'cancel' });
    if (action === 'cancel') return { result: 'ask' };
    deps.providerChanged(booking.userId);
    deps.notify();
    return { result: 'done' };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { result: 'refused', message: error.message };
    throw error;
  }
}
