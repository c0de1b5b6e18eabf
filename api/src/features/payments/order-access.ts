import { createHash, timingSafeEqual } from 'node:crypto';
import type { OrderReaders, OrderRow } from './orders.queries.ts';

/** Who asks to read an order: whoever is signed in, and the token their link carries. */
export interface OrderViewer {
  userId: string | null;
  token: string | null;
}

/** Compared as digests, so neither the length nor the first wrong character shows in the time taken. */
function sameSecret(given: string | null, expected: string | null): boolean {
  if (!given || !expected) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The one rule for reading an order (DECISIONS.md): its id counts up and is no key. Its own token (in the
 * return link Payme, Click and the client were given) reads it; so does the provider it belongs to, signed in
 * (who ordered the plan, or whose service the fee is for); a reserve fee also opens with its booking's client
 * token. Anyone else gets what an unknown id gets.
 */
export function mayReadOrder(order: Pick<OrderRow, 'userId' | 'providerId'>, readers: OrderReaders, viewer: OrderViewer): boolean {
  if (viewer.userId && (viewer.userId === order.userId || viewer.userId === order.providerId)) return true;
  return sameSecret(viewer.token, readers.accessToken) || sameSecret(viewer.token, readers.clientToken);
}
