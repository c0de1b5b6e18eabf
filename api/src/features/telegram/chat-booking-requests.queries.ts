import type { Pool } from '@qabul/db';
import type { Db } from '../../lib/transaction.ts';

/**
 * Runs `work` holding the lock of one chat-booking confirmation (its key), in a transaction of its own: two copies
 * of the same confirmation, on any instance, run one after the other, and the second finds the first's booking.
 */
export async function underRequestKey<T>(pool: Pool, key: string, work: (db: Db) => Promise<T>): Promise<T> {
  const connection = await pool.connect();
  try {
    await connection.query('begin');
    await connection.query(`select pg_advisory_xact_lock(hashtextextended('chat-booking-request:' || $1, 0))`, [key]);
    const result = await work(connection);
    await connection.query('commit');
    return result;
  } catch (error) {
    await connection.query('rollback').catch(() => {});
    throw error;
  } finally {
    connection.release();
  }
}

export interface RequestedBooking {
  id: string;
  confirmationNumber: string;
  staffId: string;
}

/** The booking this confirmation already made for this chat, if any (cancelled since or not, it was made). */
export async function bookingOfRequest(db: Db, key: string, chatId: number): Promise<RequestedBooking | null> {
  const { rows } = await db.query<RequestedBooking>(
    `select b.id, b.confirmation_number as "confirmationNumber", b.staff_id as "staffId"
     from chat_booking_requests r join bookings b on b.id = r.booking_id
     where r.key = $1 and b.client_telegram_chat_id = $2`,
    [key, chatId],
  );
  return rows[0] ?? null;
}

export async function rememberRequest(db: Db, key: string, bookingId: string): Promise<void> {
  await db.query('insert into chat_booking_requests (key, booking_id) values ($1, $2) on conflict (key) do nothing', [key, bookingId]);
}
