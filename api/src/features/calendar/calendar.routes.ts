import type { AppContext } from '../../lib/context.ts';
import { actorOf } from '../../lib/context.ts';
import { SharedJson } from '../../lib/respond.ts';
import { sessionCookieOf, sessionIdOf } from '../../lib/session-id.ts';
import { bookingScope, requireMember } from '../../middleware/auth.ts';
import { ContractRouter } from '../../middleware/contract-router.ts';
import * as api from './calendar.contract.ts';
import { presentBlock } from './calendar.presenter.ts';
import { askedScope, calendarAnswer, calendarKey, createBlock, rememberAsk, removeBlock } from './calendar.service.ts';

/** The salon's calendar (DECISIONS.md): the owner's for the whole business, an invited master's for themselves. */
export const calendarRoutes = new ContractRouter();

calendarRoutes.mount(api.getCalendar, requireMember, async (ctx, { query: asked }) => {
  const ticket = ctx.deps.cache.ticket();
  const reader = bookingScope(ctx);
  const scope = askedScope(reader, asked.staffId);
  const answer = await calendarAnswer(ctx.deps, scope, asked);
  // The next same ask of this session (its cookie, verified by the session middleware) may take the fast lane.
  const cookie = sessionCookieOf(ctx);
  if (cookie) rememberAsk(ctx.deps, { cookie, reader, querystring: ctx.querystring, key: calendarKey(scope, asked) }, ticket);
  // Encoded and compressed once, shared by every reader of the same ask.
  return new SharedJson(answer);
});

/** A blocked time is the master's taken time: cached slots drop it, and open calendars read that date again. */
function blocksChanged(ctx: AppContext, providerId: string, block: { date: string; staffId: string }) {
  ctx.deps.bookingsChanged(providerId, { dates: [block.date], staffIds: [block.staffId] });
  ctx.state.changesAnnounced = true;
}

calendarRoutes.mount(api.createBlock, requireMember, async (ctx, { body }) => {
  const scope = bookingScope(ctx);
  const block = await createBlock(ctx.state.em, scope, body, actorOf(ctx));
  blocksChanged(ctx, scope.providerId, block);
  return presentBlock(block);
});

calendarRoutes.mount(api.removeBlock, requireMember, async (ctx, { params }) => {
  const scope = bookingScope(ctx);
  // A malformed id is answered 404 like an unknown one, by the service.
  const block = await removeBlock(ctx.state.em, scope, params.id, actorOf(ctx));
  blocksChanged(ctx, scope.providerId, block);
});

/**
 * The open calendar's live line: server-sent events of the signed-in business (an invited master: their own), fed by
 * the change feed (lib/event-streams.ts). The body stays open; nothing compresses or buffers it on the way.
 */
calendarRoutes.mount(api.calendarEvents, requireMember, async (ctx) => {
  const { providerId, staffId } = bookingScope(ctx);
  const sid = sessionIdOf(ctx);
  // A compressor would hold events back until its buffer fills.
  (ctx as { compress?: boolean }).compress = false;
  ctx.set({ 'Cache-Control': 'no-cache, no-transform', 'X-Accel-Buffering': 'no' });
  ctx.type = 'text/event-stream';
  ctx.req.socket.setNoDelay(true);
  ctx.body = ctx.deps.eventStreams.open(providerId, staffId, sid);
});
