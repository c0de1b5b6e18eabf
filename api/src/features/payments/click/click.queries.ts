import type { Db } from '../../../lib/transaction.ts';

export interface ClickTx {
  id: string;
  clickTransId: string;
  orderId: string;
  state: 'prepared' | 'confirmed' | 'cancelled';
}

/** The Click transaction, locked for the rest of the caller's transaction. */
export async function findClickTx(db: Db, where: 'id' | 'click_trans_id', value: string): Promise<ClickTx | null> {
  if (where === 'id' && !/^\d{1,18}$/.test(value)) return null;
  const { rows } = await db.query<ClickTx>(
    `select id::text, click_trans_id as "clickTransId", order_id::text as "orderId", state from click_transactions where ${where} = $1 for update`,
    [value],
  );
  return rows[0] ?? null;
}

/** A prepared Click transaction; its id is our merchant_prepare_id. */
export async function insertClickTx(db: Db, clickTransId: string, orderId: string, amount: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into click_transactions (click_trans_id, order_id, amount, state) values ($1, $2, $3, 'prepared') returning id::text`,
    [clickTransId, orderId, amount],
  );
  return rows[0]!.id;
}

export async function setClickTxState(db: Db, id: string, state: 'confirmed' | 'cancelled', now: Date): Promise<void> {
  await db.query('update click_transactions set state = $3, updated_at = $2 where id = $1', [id, now, state]);
}

/** A Click prepare that can no longer be confirmed: Complete then answers -9. */
export async function cancelPreparedClick(db: Db, orderId: string, now: Date): Promise<void> {
  await db.query(`update click_transactions set state = 'cancelled', updated_at = $2 where order_id = $1 and state = 'prepared'`, [
    orderId,
    now,
  ]);
}
