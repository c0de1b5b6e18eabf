// What the reviews feature offers the other features: they import it from here, never from its files.
export { reviewFigures } from './reviews.queries.ts';
export { commentOnReview, submitReview } from './reviews.service.ts';
