import type { Db } from '../../lib/transaction.ts';

/** What the provider's paid-twice alert names: the booking, its client and where to tell the provider. */
export interface PaidTwiceFacts {
  email: string;
  language: string;
  chatId: string | null;
  serviceName: string;
  date: string;
  time: string;
  clientName: string;
}

export async function paidTwiceFacts(db: Db, orderId: string): Promise<PaidTwiceFacts | null> {
  const { rows } = await db.query<PaidTwiceFacts>(
    `select u.email, u.language, u.telegram_chat_id::text as "chatId", s.name as "serviceName", b.date::text as date,
       b.time_slot as time, b.name as "clientName"
     from payment_orders o join users u on u.id = o.provider_id join bookings b on b.id = o.booking_id
     join services s on s.id = b.service_id where o.id = $1`,
    [orderId],
  );
  return rows[0] ?? null;
}
