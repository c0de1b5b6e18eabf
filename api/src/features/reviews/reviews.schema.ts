import { z } from 'zod';
import { optional, pageQuery } from '../../contracts/fields.ts';
import { uz } from '../../contracts/messages.uz.ts';
import { reviewText } from './messages.uz.ts';

const m = uz.validation;

export const REVIEW_COMMENT_MAX = 1000;
export const LATEST_REVIEWS = 10;

export const ratingField = z
  .number({ error: reviewText.rating })
  .int(reviewText.rating)
  .min(1, reviewText.rating)
  .max(5, reviewText.rating);
export const commentField = optional(z.string({ error: m.invalid }).trim().max(REVIEW_COMMENT_MAX, reviewText.commentTooLong));

/** POST /api/public/reviews: the link in the client's question carries the booking id and the client's token. */
export const SubmitReview = z.object({
  bookingId: z.string({ error: m.invalid }).trim().max(64, m.invalid),
  token: z.string({ error: reviewText.wrongToken }).trim().min(1, reviewText.wrongToken).max(200, reviewText.wrongToken),
  rating: ratingField,
  comment: commentField,
});
export type SubmitReview = z.infer<typeof SubmitReview>;

/** PUT /api/reviews/{id}: the provider hides a review from the public page (or shows it again). */
export const ReviewVisibility = z.object({ hidden: z.boolean({ error: reviewText.hidden }) });
export type ReviewVisibility = z.infer<typeof ReviewVisibility>;

export const ReviewList = z.object(pageQuery({ default: 20, max: 100 }));
export type ReviewList = z.infer<typeof ReviewList>;
