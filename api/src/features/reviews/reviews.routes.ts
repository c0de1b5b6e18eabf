import { isUuid } from '../../contracts/fields.ts';
import { AppError } from '../../lib/app-error.ts';
import { setPageHeaders } from '../../lib/paging.ts';
import { requireUser, signedInUser } from '../../middleware/auth.ts';
import { ContractRouter } from '../../middleware/contract-router.ts';
import { findProvider } from '../public/index.ts';
import { reviewText } from './messages.uz.ts';
import { providerReviews, reviewSummary, setReviewHidden } from './reviews.queries.ts';
import * as api from './reviews.contract.ts';
import { presentProviderReview, presentReview, submitReview } from './reviews.service.ts';

/** Reviews (ADR 017): the client rates a visit; the public page shows them; the provider may hide one. */
export const reviewRoutes = new ContractRouter();

reviewRoutes.mount(api.submitReview, async (ctx, { body }) => {
  const { bookingId, token, rating, comment } = body;
  return presentReview(await submitReview(ctx.state.em, bookingId, { token }, { rating, comment }));
});

reviewRoutes.mount(api.getReviewSummary, async (ctx, { params }) => {
  const provider = await findProvider(ctx.state.em, params.userIdentifier);
  const { average, count, latest } = await reviewSummary(ctx.state.em, provider.id);
  return { average, count, latest: latest.map(presentReview) };
});

reviewRoutes.mount(api.listProviderReviews, requireUser, async (ctx, { query }) => {
  const { rows, total } = await providerReviews(ctx.state.em, signedInUser(ctx).id, query);
  setPageHeaders(ctx, query, rows.length, total);
  return rows.map(presentProviderReview);
});

reviewRoutes.mount(api.setReviewHidden, requireUser, async (ctx, { params, body }) => {
  const { id } = params;
  const row = isUuid(id) ? await setReviewHidden(ctx.state.em, signedInUser(ctx).id, id.toLowerCase(), body.hidden) : null;
  if (!row) throw new AppError('not_found', reviewText.notFound);
  return presentProviderReview(row);
});
