import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlIn } from '../../lib/sql.ts';
import { LATEST_REVIEWS } from './reviews.schema.ts';

export interface ReviewRow {
  id: string;
  booking_id: string;
  rating: number;
  comment: string | null;
  client_name: string;
  hidden: boolean;
  created_at: Date;
  service_name?: string | null;
}

/**
 * This Telegram chat is the booking's client's: the chat linked to the booking, or the chat registered for the
 * booking's Telegram username (the same chats the question was sent to).
 */
export async function isClientChat(em: EntityManager, bookingId: string, chatId: number): Promise<boolean> {
  const rows = await sqlIn<unknown[]>(
    em,
    `select 1 from bookings b where b.id = ? and (b.client_telegram_chat_id = ?
       or exists (select 1 from telegram_chats t where t.chat_id = ? and t.username = lower(b.telegram_username)))`,
    [bookingId, chatId, chatId],
  );
  return rows.length > 0;
}

/** Records the review; null when the booking already has one (one per booking, held by a unique key). */
export async function insertReview(
  em: EntityManager,
  review: { bookingId: string; providerId: string; rating: number; comment: string | null; clientName: string },
): Promise<ReviewRow | null> {
  const rows = await sqlIn<ReviewRow[]>(
    em,
    `insert into reviews (booking_id, user_id, rating, comment, client_name) values (?, ?, ?, ?, ?)
     on conflict (booking_id) do nothing
     returning id, booking_id, rating, comment, client_name, hidden, created_at`,
    [review.bookingId, review.providerId, review.rating, review.comment, review.clientName],
  );
  return rows[0] ?? null;
}

/** The comment the client sends after the stars; only a review without one takes it. */
export async function addReviewComment(em: EntityManager, bookingId: string, comment: string): Promise<boolean> {
  const rows = await sqlIn<unknown[]>(
    em,
    'update reviews set comment = ?, updated_at = now() where booking_id = ? and comment is null returning id',
    [comment, bookingId],
  );
  return rows.length > 0;
}

/** The public page's figures: the average and count of the visible reviews, and the latest of them. */
export async function reviewSummary(
  em: EntityManager,
  providerId: string,
): Promise<{ average: number | null; count: number; latest: ReviewRow[] }> {
  const figures = await reviewFigures(em, providerId);
  const latest = await sqlIn<ReviewRow[]>(
    em,
    `select id, booking_id, rating, comment, client_name, hidden, created_at from reviews
     where user_id = ? and not hidden order by created_at desc, id limit ?`,
    [providerId, LATEST_REVIEWS],
  );
  return { ...figures, latest };
}

/** The average (one decimal) and count of the provider's visible reviews. */
export async function reviewFigures(em: EntityManager, providerId: string): Promise<{ average: number | null; count: number }> {
  const [figures] = await sqlIn<Array<{ average: number | null; count: number }>>(
    em,
    'select round(avg(rating), 1)::float8 as average, count(*)::int as count from reviews where user_id = ? and not hidden',
    [providerId],
  );
  return { average: figures?.average ?? null, count: figures?.count ?? 0 };
}

/** The provider's own reviews, hidden ones too, newest first, with the total. */
export async function providerReviews(
  em: EntityManager,
  providerId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const rows = await sqlIn<Array<ReviewRow & { total: number }>>(
    em,
    `select r.id, r.booking_id, r.rating, r.comment, r.client_name, r.hidden, r.created_at, s.name as service_name,
       count(*) over ()::int as total
     from reviews r join bookings b on b.id = r.booking_id left join services s on s.id = b.service_id
     where r.user_id = ? order by r.created_at desc, r.id limit ? offset ?`,
    [providerId, page.limit, page.offset],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

/** Hides or shows the provider's own review; null for anyone else's. */
export async function setReviewHidden(em: EntityManager, providerId: string, reviewId: string, hidden: boolean): Promise<ReviewRow | null> {
  const rows = await sqlIn<ReviewRow[]>(
    em,
    `update reviews r set hidden = ?, updated_at = now() from bookings b
     left join services s on s.id = b.service_id
     where r.id = ? and r.user_id = ? and b.id = r.booking_id
     returning r.id, r.booking_id, r.rating, r.comment, r.client_name, r.hidden, r.created_at, s.name as service_name`,
    [hidden, reviewId, providerId],
  );
  return rows[0] ?? null;
}
