import type { EntityManager } from '@mikro-orm/postgresql';
import type { Presented, ProviderReviewResponse, ReviewResponse } from '../../contracts/responses.ts';
import { AppError } from '../../lib/app-error.ts';
import { findBooking, isClientToken } from '../bookings/index.ts';
import { reviewText } from './messages.uz.ts';
import { isUuid } from '../../contracts/fields.ts';
import { addReviewComment, insertReview, isClientChat, type ReviewRow } from './reviews.queries.ts';
import { REVIEW_COMMENT_MAX } from './reviews.schema.ts';

/** Who rates: the client's link (its token) or the client's Telegram chat (a star button). */
export type ReviewProof = { token: string } | { chatId: number };

/** "Dilnoza Yusupova" is shown as "Dilnoza Y.": enough to be a person, not enough to find them. */
export function shortName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const initial = rest.find(Boolean)?.[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/**
 * THE rule for a review, wherever it comes from (the rating page, the bot's stars): the client's own visit,
 * kept (not cancelled, not a no-show) and over, once per booking.
 */
export async function submitReview(
  em: EntityManager,
  bookingId: string,
  proof: ReviewProof,
  review: { rating: number; comment: string | null },
  now = Date.now(),
): Promise<ReviewRow> {
  const booking = await findBooking(em, bookingId);
  if ('token' in proof ? !isClientToken(booking, proof.token) : !(await isClientChat(em, booking.id, proof.chatId))) {
    throw new AppError('forbidden', 'token' in proof ? reviewText.wrongToken : reviewText.notYourVisit);
  }
  if (booking.status === 'cancelled' || booking.status === 'no_show') throw new AppError('conflict', reviewText.notVisited);
  if (booking.endsAt.getTime() > now) throw new AppError('too_early', reviewText.tooEarly);
  const saved = await insertReview(em, {
    bookingId: booking.id,
    providerId: booking.userId,
    rating: review.rating,
    comment: review.comment,
    clientName: shortName(booking.name),
  });
  if (!saved) throw new AppError('conflict', reviewText.alreadyReviewed);
  return saved;
}

export function presentReview(row: ReviewRow): Presented<typeof ReviewResponse> {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    clientName: row.client_name,
    createdAt: new Date(row.created_at),
  };
}

export function presentProviderReview(row: ReviewRow): Presented<typeof ProviderReviewResponse> {
  return { ...presentReview(row), bookingId: row.booking_id, serviceName: row.service_name ?? null, hidden: row.hidden };
}

/** The comment the client adds after rating in the chat: their own review's, once, at most 1000 characters. */
export async function commentOnReview(em: EntityManager, bookingId: string, chatId: number, comment: string): Promise<void> {
  if (!isUuid(bookingId) || !(await isClientChat(em, bookingId.toLowerCase(), chatId)))
    throw new AppError('forbidden', reviewText.notYourVisit);
  const text = comment.trim().slice(0, REVIEW_COMMENT_MAX);
  if (!text || !(await addReviewComment(em, bookingId.toLowerCase(), text))) throw new AppError('conflict', reviewText.noCommentAwaited);
}
