import type { Pool } from '@qabul/db';

/** A connection of the pool, held by one chat turn for its whole transaction. */
export type TurnConnection = Awaited<ReturnType<Pool['connect']>>;

/**
 * Opens a chat's turn: its transaction, the chat's advisory lock (another instance's turn of the same chat waits
 * here) and the update's record. False, with the transaction rolled back, when the update was handled already.
 */
export async function beginChatTurn(connection: TurnConnection, chatId: number, updateId: number): Promise<boolean> {
  await connection.query('begin');
  await connection.query(`select pg_advisory_xact_lock(hashtextextended('telegram-chat:' || $1::text, 0))`, [chatId]);
  const { rowCount } = await connection.query(
    'insert into telegram_updates (update_id, chat_id) values ($1, $2) on conflict (update_id) do nothing',
    [updateId, chatId],
  );
  if (rowCount !== 0) return true;
  await connection.query('rollback');
  return false;
}

/** Ends the turn: the update's record commits when its work finished, else it is rolled back to run again. */
export async function endChatTurn(connection: TurnConnection, finished: boolean): Promise<void> {
  await connection.query(finished ? 'commit' : 'rollback');
}
