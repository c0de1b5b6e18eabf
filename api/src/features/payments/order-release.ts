import type { Pool } from '@qabul/db';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { mayReadOrder } from './order-access.ts';
import { closeOrder, PAYME_REASON } from './order-closing.ts';
import { findOrder, findOrderReaders, type OrderRow } from './orders.queries.ts';
import { paymentText } from './messages.uz.ts';
import { paymentUnderWay } from './payme/payme.queries.ts';

/**
 * The client lets go of an unpaid reserve fee (the Mini App's "Boshqa vaqt tanlash" after an invoice was closed
 * unpaid or failed): the held time is freed now instead of at the hold's end, the booking cancelled without a
 * notice (nobody was told of it), as the hold job does. Only the order's own token or its booking's client token
 * may do it. A paid order is not undone here (409); a payment already under way (a Payme transaction, a Click
 * prepare) keeps the hold (409); an order already closed answers as it is.
 */
export async function releaseReserveOrder(
  pool: Pool,
  orderId: string,
  token: string,
  now = new Date(),
): Promise<{ order: OrderRow; providerId: string | null }> {
  const readers = await findOrderReaders(pool, orderId);
  const found = await findOrder(pool, orderId);
  if (found?.kind !== 'service_reserve' || !readers || !mayReadOrder(found, readers, { userId: null, token }))
    throw new AppError('not_found', paymentText.orderNotFound);
  return inTransaction(pool, async (db) => {
    const order = (await findOrder(db, orderId, true)) as OrderRow;
    if (order.state === 'cancelled') return { order, providerId: null };
    if (order.state !== 'waiting') throw new AppError('not_payable', paymentText.orderAlreadyPaid);
    if (await paymentUnderWay(db, order.id)) throw new AppError('not_payable', paymentText.paymentUnderWay);
    const touched = await closeOrder(db, order, 'client_released', PAYME_REASON.executionFailed, now);
    return { order: (await findOrder(db, orderId)) as OrderRow, providerId: touched.providerId };
  });
}
