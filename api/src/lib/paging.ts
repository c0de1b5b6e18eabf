import type { AppContext } from './context.ts';

/**
 * How every paged list answers (GET /api/bookings, /api/clients): the whole count in X-Total-Count and, while
 * rows are left, a Link to the next page with the same filters.
 */
export function setPageHeaders(ctx: AppContext, page: { offset: number; limit: number }, returned: number, total: number): void {
  ctx.set('X-Total-Count', String(total));
  if (page.offset + returned < total) {
    const next = new URLSearchParams(ctx.querystring);
    next.set('offset', String(page.offset + returned));
    next.set('limit', String(page.limit));
    ctx.set('Link', `<${ctx.path}?${next}>; rel="next"`);
  }
}
