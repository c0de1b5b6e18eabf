import type { Pool } from '@qabul/db';
import { z } from 'zod';
import { scheduleJob } from '../../../lib/jobs/jobs.queries.ts';
import { type Db, inTransaction, isUniqueViolation } from '../../../lib/transaction.ts';
import { fulfil, type PaidBy, type PaymeFacts, release, reverse, type Touched } from '../fulfilment.ts';
import { closeOrder, orderClosed, PAYME_REASON } from '../order-closing.ts';
import { extendHold, findOrder, type OrderRow, updateLedger } from '../orders.queries.ts';
import { HOLD_JOB } from '../payment-jobs.ts';
import { PaymeError, paymeErrors } from './payme.errors.ts';
import { orderHolder } from '../payment-holds.queries.ts';
import { findTx, insertTx, markCancelled, markPerformed, statementTxs, type TxRow } from './payme.queries.ts';

import { PAYME_TIMEOUT_MS } from './payme-timeout.ts';

export interface PaymeContext {
  pool: Pool;
  /** Payme's clock is its own `time`; ours is injected so tests can step past the 12 hours. */
  now: () => number;
  /** payme for the real endpoint, sandbox for the app's own checkout. */
  paidBy: PaidBy;
  /** Called after commit with the provider whose slots a change touched. */
  touched: (providerId: string) => void;
}

const timestamp = z.number().int().positive().max(9_999_999_999_999);
const amount = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const account = z.record(z.string(), z.unknown());
const paymeId = z.string().min(1).max(64);
const Params = {
  CheckPerformTransaction: z.object({ amount, account }),
  CreateTransaction: z.object({ id: paymeId, time: timestamp, amount, account }),
  PerformTransaction: z.object({ id: paymeId }),
  CancelTransaction: z.object({ id: paymeId, reason: z.number().int() }),
  CheckTransaction: z.object({ id: paymeId }),
  GetStatement: z.object({ from: z.number().int().min(0), to: z.number().int().min(0) }),
};
export type PaymeMethod = keyof typeof Params;

export function isPaymeMethod(method: string): method is PaymeMethod {
  return Object.hasOwn(Params, method);
}

/** Validates params and runs one method; every answer is either a result object or a PaymeError. */
export async function runPaymeMethod(context: PaymeContext, method: PaymeMethod, params: unknown): Promise<unknown> {
  const parsed = Params[method].safeParse(params);
  if (!parsed.success) throw paymeErrors.invalidRequest(String(parsed.error.issues[0]?.path.join('.') ?? 'params'));
  const input = parsed.data as never;
  switch (method) {
    case 'CheckPerformTransaction':
      return checkPerform(context, input);
    case 'CreateTransaction':
      return create(context, input);
    case 'PerformTransaction':
      return perform(context, input);
    case 'CancelTransaction':
      return cancel(context, input);
    case 'CheckTransaction':
      return check(context, input);
    case 'GetStatement':
      return statement(context, input);
  }
}

/** account.order_id -> the order; -31050 with data "order_id" when it names none. */
async function orderFromAccount(db: Db, accountValue: Record<string, unknown>, lock: boolean): Promise<OrderRow> {
  const raw = accountValue.order_id;
  const id = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  const order = await findOrder(db, id, lock);
  if (!order) throw paymeErrors.orderNotFound();
  return order;
}

/** The same checks for CheckPerformTransaction and a new CreateTransaction (reference 1.5, DECISIONS.md). */
async function assertPayable(db: Db, order: OrderRow, requested: number, now: number): Promise<void> {
  // A closed order (its booking cancelled, its hold run out) is no longer there to pay for.
  if (await orderClosed(db, order, now)) throw paymeErrors.orderNotFound();
  if (requested !== order.amount) throw paymeErrors.wrongAmount();
  if (order.state !== 'waiting') throw paymeErrors.cannotPerform();
  // One payment per order: a live Payme transaction or a Click prepare holds it (-31008, as the sandbox expects);
  // a Telegram payment the payer approved moments ago holds it too, and Payme's payer is told why (-31099).
  const holder = await orderHolder(db, order.id, new Date(now));
  if (holder === 'telegram') throw paymeErrors.orderBusy();
  if (holder) throw paymeErrors.cannotPerform();
}

async function checkPerform(context: PaymeContext, input: { amount: number; account: Record<string, unknown> }) {
  // Under the order's row lock, like every other path's check: a Telegram pre-checkout approved at this very
  // moment is either seen here or sees Payme's transaction later.
  return inTransaction(context.pool, async (db) => {
    const order = await orderFromAccount(db, input.account, true);
    await assertPayable(db, order, input.amount, context.now());
    return { allow: true };
  });
}

const created = (tx: TxRow) => ({ create_time: tx.createTime, transaction: tx.id, state: tx.state, receivers: null });

/** Runs a transition in one database transaction, then tells the slot cache; PaymeErrors commit what they decided first. */
async function transition<T>(context: PaymeContext, work: (db: Db, touch: (t: Touched) => void) => Promise<T | PaymeError>): Promise<T> {
  const providers: string[] = [];
  const outcome = await inTransaction(context.pool, (db) => work(db, (t) => t.providerId && providers.push(t.providerId)));
  for (const provider of providers) context.touched(provider);
  if (outcome instanceof PaymeError) throw outcome;
  return outcome;
}

function facts(tx: TxRow): PaymeFacts {
  return { id: tx.paymeId, time: tx.paymeTime, performTime: tx.performTime, cancelTime: tx.cancelTime, reason: tx.reason };
}

/** A state-1 transaction past 12 hours is cancelled with reason 4; the caller then answers -31008. */
async function expireIfStale(db: Db, tx: TxRow, now: number, touch: (t: Touched) => void): Promise<boolean> {
  if (tx.state !== 1 || now - tx.paymeTime <= PAYME_TIMEOUT_MS) return false;
  const order = (await findOrder(db, tx.orderId, true))!;
  await markCancelled(db, tx.id, -1, PAYME_REASON.timeout, now);
  touch(await release(db, order, 'payme_timeout', new Date(now), { ...facts(tx), cancelTime: now, reason: 4 }));
  return true;
}

async function create(context: PaymeContext, input: { id: string; time: number; amount: number; account: Record<string, unknown> }) {
  const now = context.now();
  try {
    return await transition(context, async (db, touch) => {
      const known = await findTx(db, input.id, true);
      if (known) return replayCreate(db, known, now, touch);
      const order = await orderFromAccount(db, input.account, true);
      // Another request with this id may have committed while we waited for the order's lock.
      const raced = await findTx(db, input.id, true);
      if (raced) return replayCreate(db, raced, now, touch);
      await assertPayable(db, order, input.amount, now);
      // A transaction Payme made over 12 hours ago is already dead by Payme's rule.
      if (now - input.time > PAYME_TIMEOUT_MS) return paymeErrors.cannotPerform();
      const tx = await insertTx(
        db,
        { paymeId: input.id, orderId: order.id, time: input.time, amount: input.amount, account: input.account },
        now,
      );
      await updateLedger(db, order.id, { status: 'pending', provider: 'payme', payme: facts(tx) }, new Date(now));
      if (order.kind === 'service_reserve') {
        // The hold lasts while Payme may still perform (until its 12 hours run out), not only the first minutes.
        const until = new Date(Math.max(order.holdUntil?.getTime() ?? 0, input.time + PAYME_TIMEOUT_MS));
        await extendHold(db, order.id, until, new Date(now));
        await scheduleJob(db, HOLD_JOB, order.id, until);
      }
      return created(tx);
    });
  } catch (error) {
    // The database's own guard (one live transaction per order, one row per Payme id) caught a race.
    if (isUniqueViolation(error, 'payme_transactions_one_live')) throw paymeErrors.cannotPerform();
    if (isUniqueViolation(error, 'payme_transactions_payme_id_key')) return create(context, input);
    throw error;
  }
}

async function replayCreate(db: Db, tx: TxRow, now: number, touch: (t: Touched) => void) {
  if (tx.state !== 1) return paymeErrors.cannotPerform();
  if (await expireIfStale(db, tx, now, touch)) return paymeErrors.cannotPerform();
  return created(tx);
}

async function perform(context: PaymeContext, input: { id: string }) {
  const now = context.now();
  return transition(context, async (db, touch) => {
    const tx = await findTx(db, input.id, true);
    if (!tx) return paymeErrors.transactionNotFound();
    if (tx.state === 2) return { transaction: tx.id, perform_time: tx.performTime, state: 2 };
    if (tx.state !== 1) return paymeErrors.cannotPerform();
    if (await expireIfStale(db, tx, now, touch)) return paymeErrors.cannotPerform();
    const order = (await findOrder(db, tx.orderId, true))!;
    if (order.state !== 'waiting') return paymeErrors.cannotPerform();
    if (await orderClosed(db, order, now)) {
      // Its booking went some way that did not close it: close it now, and nothing is charged.
      touch(await closeOrder(db, order, 'booking_cancelled', PAYME_REASON.executionFailed, new Date(now)));
      return paymeErrors.cannotPerform();
    }
    await markPerformed(db, tx.id, now);
    touch(await fulfil(db, order, context.paidBy, new Date(now), { ...facts(tx), performTime: now }));
    return { transaction: tx.id, perform_time: now, state: 2 };
  });
}

const cancelled = (tx: TxRow) => ({ transaction: tx.id, cancel_time: tx.cancelTime, state: tx.state });

async function cancel(context: PaymeContext, input: { id: string; reason: number }) {
  const now = context.now();
  return transition(context, async (db, touch) => {
    const tx = await findTx(db, input.id, true);
    if (!tx) return paymeErrors.transactionNotFound();
    // Already cancelled: the stored answer, reason and time untouched.
    if (tx.state < 0) return cancelled(tx);
    const order = (await findOrder(db, tx.orderId, true))!;
    const state = tx.state === 1 ? -1 : -2;
    await markCancelled(db, tx.id, state, input.reason, now);
    const done = { ...facts(tx), cancelTime: now, reason: input.reason };
    touch(
      state === -1
        ? await release(db, order, `payme_reason_${input.reason}`, new Date(now), done)
        : await reverse(db, order, new Date(now), done),
    );
    return { transaction: tx.id, cancel_time: now, state };
  });
}

async function check(context: PaymeContext, input: { id: string }) {
  const tx = await findTx(context.pool, input.id, false);
  if (!tx) throw paymeErrors.transactionNotFound();
  return {
    create_time: tx.createTime,
    perform_time: tx.performTime,
    cancel_time: tx.cancelTime,
    transaction: tx.id,
    state: tx.state,
    reason: tx.reason,
  };
}

/** Reconciliation: every transaction Payme created in [from, to] by Payme's time, any state, oldest first. */
async function statement(context: PaymeContext, input: { from: number; to: number }) {
  const rows = await statementTxs(context.pool, input.from, input.to);
  return {
    transactions: rows.map((tx) => ({
      id: tx.paymeId,
      time: tx.paymeTime,
      amount: tx.amount,
      account: tx.account,
      create_time: tx.createTime,
      perform_time: tx.performTime,
      cancel_time: tx.cancelTime,
      transaction: tx.id,
      state: tx.state,
      reason: tx.reason,
      receivers: null,
    })),
  };
}
