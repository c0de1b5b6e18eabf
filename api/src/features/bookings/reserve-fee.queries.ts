import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The reserve fee a booking's client paid online (tiyin), or null: what the success page shows as paid. It reads
 * payments' table here because payments books through bookings, never the other way round.
 */
export async function paidReserveFee(em: EntityManager, bookingId: string): Promise<number | null> {
  const rows = await em
    .getConnection()
    .execute<Array<{ amount: number }>>(
      `select amount::float8 as amount from payment_orders where booking_id = ? and state = 'paid' limit 1`,
      [bookingId],
    );
  return rows[0]?.amount ?? null;
}
