import Router from '@koa/router';
import type { Presented, ReviewSummaryResponse } from '../../contracts/responses.ts';
import { isUuid } from '../../contracts/fields.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { setPageHeaders } from '../../lib/paging.ts';
import { requireUser, signedInUser } from '../../middleware/auth.ts';
import { input, query, validate, validateQuery } from '../../middleware/validate.ts';
import { findProvider } from '../public/index.ts';
import { reviewText } from './messages.uz.ts';
import { providerReviews, reviewSummary, setReviewHidden } from './reviews.queries.ts';
import { ReviewList, ReviewVisibility, SubmitReview } from './reviews.schema.ts';
import { presentProviderReview, presentReview, submitReview } from './reviews.service.ts';

/** Reviews (ADR 017): the client rates a visit; the public page shows them; the provider may hide one. */
export const reviewRoutes = new Router<AppContext['state'], AppContext>();

reviewRoutes.post('/api/public/reviews', validate(SubmitReview), async (ctx) => {
  const { bookingId, token, rating, comment } = input(ctx, SubmitReview);
  const review = await submitReview(ctx.state.em, bookingId, { token }, { rating, comment });
  ctx.status = 201;
  ctx.body = presentReview(review);
});

reviewRoutes.get('/api/public/reviews/:userIdentifier', async (ctx) => {
  const provider = await findProvider(ctx.state.em, ctx.params.userIdentifier ?? '');
  const { average, count, latest } = await reviewSummary(ctx.state.em, provider.id);
  const answer: Presented<typeof ReviewSummaryResponse> = { average, count, latest: latest.map(presentReview) };
  ctx.body = answer;
});

reviewRoutes.get('/api/reviews', requireUser, validateQuery(ReviewList), async (ctx) => {
  const page = query(ctx, ReviewList);
  const { rows, total } = await providerReviews(ctx.state.em, signedInUser(ctx).id, page);
  setPageHeaders(ctx, page, rows.length, total);
  ctx.body = rows.map(presentProviderReview);
});

reviewRoutes.put('/api/reviews/:id', requireUser, validate(ReviewVisibility), async (ctx) => {
  const id = ctx.params.id ?? '';
  const row = isUuid(id)
    ? await setReviewHidden(ctx.state.em, signedInUser(ctx).id, id.toLowerCase(), input(ctx, ReviewVisibility).hidden)
    : null;
  if (!row) throw new AppError('not_found', reviewText.notFound);
  ctx.body = presentProviderReview(row);
});
