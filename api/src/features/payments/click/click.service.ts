import { createHash, timingSafeEqual } from 'node:crypto';
import type { Pool } from '@qabul/db';
import { inTransaction, isUniqueViolation } from '../../../lib/transaction.ts';
import { fulfil, release, type Touched } from '../fulfilment.ts';
import { somToTiyin } from '../money.ts';
import { closeOrder, orderClosed, PAYME_REASON } from '../order-closing.ts';
import { findOrder } from '../orders.queries.ts';
import { orderHolder } from '../payment-holds.queries.ts';
import { findClickTx, insertClickTx, setClickTxState } from './click.queries.ts';

/** Click's error codes and their exact notes (reference/payments.md 4.4). */
export const CLICK_ERRORS = {
  0: 'Success',
  [-1]: 'SIGN CHECK FAILED!',
  [-2]: 'Incorrect parameter amount',
  [-3]: 'Action not found',
  [-4]: 'Already paid',
  [-5]: 'User does not exist',
  [-6]: 'Transaction does not exist',
  [-7]: 'Failed to update user',
  [-8]: 'Error in request from click',
  [-9]: 'Transaction cancelled',
} as const;
type ClickCode = keyof typeof CLICK_ERRORS;

export interface ClickSettings {
  serviceId: string;
  secretKey: string;
}

export interface ClickAnswer {
  click_trans_id?: string;
  merchant_trans_id?: string;
  merchant_prepare_id?: number | null;
  merchant_confirm_id?: number | null;
  error: ClickCode;
  error_note: string;
}

const REQUIRED = [
  'click_trans_id',
  'service_id',
  'click_paydoc_id',
  'merchant_trans_id',
  'amount',
  'action',
  'error',
  'sign_time',
  'sign_string',
];

/** MD5 over the raw posted strings in the documented order; Complete adds merchant_prepare_id after merchant_trans_id. */
export function clickSign(fields: Record<string, string>, secretKey: string, complete: boolean): string {
  const parts = [fields.click_trans_id, fields.service_id, secretKey, fields.merchant_trans_id];
  if (complete) parts.push(fields.merchant_prepare_id);
  parts.push(fields.amount, fields.action, fields.sign_time);
  return createHash('md5').update(parts.join('')).digest('hex');
}

function signatureMatches(fields: Record<string, string>, settings: ClickSettings, complete: boolean): boolean {
  // Digests of equal length, compared in constant time whatever was sent.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(clickSign(fields, settings.secretKey, complete)), digest((fields.sign_string ?? '').toLowerCase()));
}

const fail = (fields: Record<string, string>, code: ClickCode, extra: Partial<ClickAnswer> = {}): ClickAnswer => ({
  click_trans_id: fields.click_trans_id,
  merchant_trans_id: fields.merchant_trans_id,
  ...extra,
  error: code,
  error_note: CLICK_ERRORS[code],
});

/** Checks shared by both callbacks, in the order Click's own library uses: fields, signature, action, service. */
function precheck(fields: Record<string, string>, settings: ClickSettings, action: '0' | '1'): ClickAnswer | null {
  const required = action === '1' ? [...REQUIRED, 'merchant_prepare_id'] : REQUIRED;
  if (required.some((name) => fields[name] === undefined || fields[name] === '')) return fail(fields, -8);
  if (!signatureMatches(fields, settings, action === '1')) return fail(fields, -1);
  if (fields.action !== action) return fail(fields, -3);
  if (fields.service_id !== settings.serviceId) return fail(fields, -8);
  if (!/^-?\d+$/.test(fields.error ?? '')) return fail(fields, -8);
  return null;
}

export async function clickPrepare(pool: Pool, settings: ClickSettings, fields: Record<string, string>, now: Date): Promise<ClickAnswer> {
  const refused = precheck(fields, settings, '0');
  if (refused) return refused;
  try {
    return await inTransaction(pool, async (db) => {
      const order = await findOrder(db, fields.merchant_trans_id!, true);
      if (!order) return fail(fields, -5);
      const known = await findClickTx(db, 'click_trans_id', fields.click_trans_id!);
      // A closed order (its booking cancelled, its hold run out) is no longer there to pay for (DECISIONS.md).
      if (!known && (await orderClosed(db, order, now.getTime()))) return fail(fields, -5);
      if (known && known.orderId !== order.id) return fail(fields, -6);
      if (somToTiyin(fields.amount!) !== order.amount) return fail(fields, -2);
      if (known?.state === 'confirmed' || order.state === 'paid') return fail(fields, -4);
      if (known?.state === 'cancelled' || order.state !== 'waiting' || Number(fields.error) < 0) return fail(fields, -9);
      // A retried Prepare gets the same answer.
      if (known) return { ...fail(fields, 0), merchant_prepare_id: Number(known.id) };
      // One payment per order: a live Payme transaction, or a Telegram payment approved moments ago, holds it.
      const holder = await orderHolder(db, order.id, now);
      if (holder === 'payme' || holder === 'telegram') return fail(fields, -7);
      const id = await insertClickTx(db, fields.click_trans_id as string, order.id, fields.amount as string);
      return { ...fail(fields, 0), merchant_prepare_id: Number(id) };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'click_transactions_one_live')) return fail(fields, -7);
    throw error;
  }
}

export async function clickComplete(
  pool: Pool,
  settings: ClickSettings,
  fields: Record<string, string>,
  now: Date,
  touched: (providerId: string) => void,
): Promise<ClickAnswer> {
  const refused = precheck(fields, settings, '1');
  if (refused) return refused;
  let touch: Touched | null = null;
  const answer = await inTransaction(pool, async (db) => {
    const tx = await findClickTx(db, 'id', fields.merchant_prepare_id!);
    if (!tx || tx.clickTransId !== fields.click_trans_id) return fail(fields, -6);
    const order = await findOrder(db, tx.orderId, true);
    if (!order || order.id !== fields.merchant_trans_id) return fail(fields, -5);
    if (somToTiyin(fields.amount!) !== order.amount) return fail(fields, -2);
    // Click's own failure first (its Postman suite expects -9 even for a confirmed payment), changing nothing paid.
    if (Number(fields.error) < 0) {
      if (tx.state === 'prepared') {
        await setClickTxState(db, tx.id, 'cancelled', now);
        touch = await release(db, order, 'click_cancelled', now);
      }
      return fail(fields, -9);
    }
    if (tx.state === 'confirmed') return fail(fields, -4);
    if (tx.state === 'cancelled' || order.state !== 'waiting') return fail(fields, -9);
    if (await orderClosed(db, order, now.getTime())) {
      // Its booking went some way that did not close it: close it now, and nothing is delivered.
      touch = await closeOrder(db, order, 'booking_cancelled', PAYME_REASON.executionFailed, now);
      return fail(fields, -9);
    }
    await setClickTxState(db, tx.id, 'confirmed', now);
    touch = await fulfil(db, order, 'click', now);
    return { ...fail(fields, 0), merchant_prepare_id: Number(tx.id), merchant_confirm_id: Number(tx.id) };
  });
  const providerId = (touch as Touched | null)?.providerId;
  if (providerId) touched(providerId);
  return answer;
}
