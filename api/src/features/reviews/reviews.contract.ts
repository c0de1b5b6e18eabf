import { endpoint } from '../../contracts/endpoint.ts';
import { ProviderReviewResponse, ReviewResponse, ReviewSummaryResponse } from '../../contracts/responses.ts';
import { ReviewList, ReviewVisibility, SubmitReview } from './reviews.schema.ts';

/** Reviews (ADR 017): the client rates a visit; the public page shows them; the provider may hide one. */
export const submitReview = endpoint({
  method: 'POST',
  path: '/api/public/reviews',
  body: SubmitReview,
  response: ReviewResponse,
  status: 201,
  summary: 'with the booking’s client token, from the link in the question sent after the visit',
});

export const getReviewSummary = endpoint({
  method: 'GET',
  path: '/api/public/reviews/:userIdentifier',
  response: ReviewSummaryResponse,
});

export const listProviderReviews = endpoint({
  method: 'GET',
  path: '/api/reviews',
  query: ReviewList,
  response: ProviderReviewResponse.array(),
  paged: true,
  summary: 'hidden ones too, newest first',
});

export const setReviewHidden = endpoint({
  method: 'PUT',
  path: '/api/reviews/:id',
  body: ReviewVisibility,
  response: ProviderReviewResponse,
});
