import Router from '@koa/router';
import type { AppContext } from '../../lib/context.ts';
import { actorOf } from '../../lib/context.ts';
import { sessionCookieOf, sessionIdOf } from '../../lib/session-id.ts';
import { sendShared } from '../../lib/shared-answer.ts';
import { bookingScope, requireMember } from '../../middleware/auth.ts';
import { input, query, validate, validateQuery } from '../../middleware/validate.ts';
import { presentBlock } from './calendar.presenter.ts';
import { BlockInput, CalendarQuery } from './calendar.schema.ts';
import { askedScope, calendarAnswer, calendarKey, createBlock, rememberAsk, removeBlock } from './calendar.service.ts';

/** The salon's calendar (DECISIONS.md): the owner's for the whole business, an invited master's for themselves. */
export const calendarRoutes = new Router<AppContext['state'], AppContext>();

calendarRoutes.get('/api/calendar', requireMember, validateQuery(CalendarQuery), async (ctx) => {
  const ticket = ctx.deps.cache.ticket();
  const asked = query(ctx, CalendarQuery);
  const reader = bookingScope(ctx);
  const scope = askedScope(reader, asked.staffId);
  const answer = await calendarAnswer(ctx.deps, scope, asked);
  // The next same ask of this session (its cookie, verified by the session middleware) may take the fast lane.
  const cookie = sessionCookieOf(ctx);
  if (cookie) rememberAsk(ctx.deps, { cookie, reader, querystring: ctx.querystring, key: calendarKey(scope, asked) }, ticket);
  sendShared(ctx, answer);
});

/** A blocked time is the master's taken time: cached slots drop it, and open calendars read that date again. */
function blocksChanged(ctx: AppContext, providerId: string, block: { date: string; staffId: string }) {
  ctx.deps.bookingsChanged(providerId, { dates: [block.date], staffIds: [block.staffId] });
  ctx.state.changesAnnounced = true;
}

calendarRoutes.post('/api/calendar/blocks', requireMember, validate(BlockInput), async (ctx) => {
  const scope = bookingScope(ctx);
  const block = await createBlock(ctx.state.em, scope, input(ctx, BlockInput), actorOf(ctx));
  blocksChanged(ctx, scope.providerId, block);
  ctx.status = 201;
  ctx.body = presentBlock(block);
});

calendarRoutes.delete('/api/calendar/blocks/:id', requireMember, async (ctx) => {
  const scope = bookingScope(ctx);
  const block = await removeBlock(ctx.state.em, scope, ctx.params.id ?? '', actorOf(ctx));
  blocksChanged(ctx, scope.providerId, block);
  ctx.status = 204;
});

/**
 * The open calendar's live line: server-sent events of the signed-in business (an invited master: their own), fed by
 * the change feed (lib/event-streams.ts). The body stays open; nothing compresses or buffers it on the way.
 */
calendarRoutes.get('/api/calendar/events', requireMember, async (ctx) => {
  const { providerId, staffId } = bookingScope(ctx);
  const sid = sessionIdOf(ctx);
  // A compressor would hold events back until its buffer fills.
  (ctx as { compress?: boolean }).compress = false;
  ctx.set({ 'Cache-Control': 'no-cache, no-transform', 'X-Accel-Buffering': 'no' });
  ctx.type = 'text/event-stream';
  ctx.req.socket.setNoDelay(true);
  ctx.body = ctx.deps.eventStreams.open(providerId, staffId, sid);
});
