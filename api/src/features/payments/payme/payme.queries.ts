import type { Db } from '../../../lib/transaction.ts';

/** A Payme transaction as stored (payme_transactions), times in Payme's milliseconds. */
export interface TxRow {
  id: string;
  paymeId: string;
  orderId: string;
  paymeTime: number;
  amount: number;
  account: Record<string, unknown>;
  state: 1 | 2 | -1 | -2;
  reason: number | null;
  createTime: number;
  performTime: number;
  cancelTime: number;
}

const TX_COLUMNS = `id::text, payme_id as "paymeId", order_id::text as "orderId", payme_time::float8 as "paymeTime", amount::float8 as amount,
  account, state, reason, create_time::float8 as "createTime", perform_time::float8 as "performTime", cancel_time::float8 as "cancelTime"`;

export async function findTx(db: Db, paymeId: string, lock: boolean): Promise<TxRow | null> {
  const { rows } = await db.query<TxRow>(`select ${TX_COLUMNS} from payme_transactions where payme_id = $1${lock ? ' for update' : ''}`, [
    paymeId,
  ]);
  return rows[0] ?? null;
}

export async function insertTx(
  db: Db,
  tx: { paymeId: string; orderId: string; time: number; amount: number; account: Record<string, unknown> },
  now: number,
): Promise<TxRow> {
  const { rows } = await db.query<TxRow>(
    `insert into payme_transactions (payme_id, order_id, payme_time, amount, account, state, create_time)
     values ($1, $2, $3, $4, $5, 1, $6) returning ${TX_COLUMNS}`,
    [tx.paymeId, tx.orderId, tx.time, tx.amount, JSON.stringify(tx.account), now],
  );
  return rows[0]!;
}

export async function markPerformed(db: Db, id: string, now: number): Promise<void> {
  await db.query('update payme_transactions set state = 2, perform_time = $2 where id = $1', [id, now]);
}

export async function markCancelled(db: Db, id: string, state: -1 | -2, reason: number, now: number): Promise<void> {
  await db.query('update payme_transactions set state = $2, reason = $3, cancel_time = $4 where id = $1', [id, state, reason, now]);
}

/** The order's transaction still in state 1 (Payme may yet perform it), locked. */
export async function liveTxOf(db: Db, orderId: string): Promise<TxRow | null> {
  const { rows } = await db.query<TxRow>(`select ${TX_COLUMNS} from payme_transactions where order_id = $1 and state = 1 for update`, [
    orderId,
  ]);
  return rows[0] ?? null;
}

/** A payment under way: a Payme transaction in state 1 or a Click prepare not yet completed. */
export async function paymentUnderWay(db: Db, orderId: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from payme_transactions where order_id = $1 and state = 1
     union all select 1 from click_transactions where order_id = $1 and state = 'prepared'`,
    [orderId],
  );
  return rows.length > 0;
}

/** Reconciliation rows: every transaction Payme created in [from, to] by Payme's time, oldest first. */
export async function statementTxs(db: Db, from: number, to: number): Promise<TxRow[]> {
  const { rows } = await db.query<TxRow>(
    `select ${TX_COLUMNS} from payme_transactions where payme_time between $1 and $2 order by payme_time, id`,
    [from, to],
  );
  return rows;
}
