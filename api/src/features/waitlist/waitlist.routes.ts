import Router from '@koa/router';
import type { Presented, WaitlistJoinResponse } from '../../contracts/responses.ts';
import type { AppContext } from '../../lib/context.ts';
import { input, query, validate, validateQuery } from '../../middleware/validate.ts';
import { clientLanguageOf } from '../telegram/index.ts';
import { JoinWaitlist, LeaveWaitlist } from './waitlist.schema.ts';
import { joinWaitlist, leaveWaitlist } from './waitlist.service.ts';

/** "Navbatga yozilish": a client joins a full day's waitlist and may leave it with their token. */
export const waitlistRoutes = new Router<AppContext['state'], AppContext>();

waitlistRoutes.post('/api/public/waitlist', validate(JoinWaitlist), async (ctx) => {
  const body = input(ctx, JoinWaitlist);
  const from = {
    ip: ctx.ip || 'unknown',
    rateLimitOff: ctx.deps.config.rateLimitDisabled,
    language: clientLanguageOf(ctx, body.language),
  };
  const answer: Presented<typeof WaitlistJoinResponse> = await joinWaitlist(ctx.deps.pool, ctx.state.em, body, from);
  ctx.status = 201;
  ctx.body = answer;
});

waitlistRoutes.delete('/api/public/waitlist/:id', validateQuery(LeaveWaitlist), async (ctx) => {
  await leaveWaitlist(ctx.deps.pool, ctx.params.id ?? '', query(ctx, LeaveWaitlist).token);
  ctx.status = 204;
});
