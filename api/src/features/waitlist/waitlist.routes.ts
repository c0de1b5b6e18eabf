import Router from '@koa/router';
import type { Presented, WaitlistJoinResponse } from '../../contracts/responses.ts';
import type { AppContext } from '../../lib/context.ts';
import { input, query, validate, validateQuery } from '../../middleware/validate.ts';
import { clientLanguageOf, telegramLaunchOrNull } from '../telegram/index.ts';
import { JoinWaitlist, LeaveWaitlist } from './waitlist.schema.ts';
import { joinWaitlist, leaveWaitlist } from './waitlist.service.ts';

/** "Navbatga yozilish": a client joins a full day's waitlist and may leave it with their token. */
export const waitlistRoutes = new Router<AppContext['state'], AppContext>();

waitlistRoutes.post('/api/public/waitlist', validate(JoinWaitlist), async (ctx) => {
  // From the Mini App the offer goes to the person's own chat (a private chat's id is the user's id).
  const launch = telegramLaunchOrNull(ctx);
  const body = input(ctx, JoinWaitlist);
  const from = {
    ip: ctx.ip || 'unknown',
    rateLimitOff: ctx.deps.config.rateLimitDisabled,
    telegramChatId: launch?.user.id ?? null,
    language: clientLanguageOf(ctx, body.language),
  };
  // Their Telegram username too when the body names none, as a booking from the Mini App records it.
  const fromTelegram = launch?.user.username;
  const joined = body.telegramUsername || !fromTelegram ? body : { ...body, telegramUsername: fromTelegram };
  const answer: Presented<typeof WaitlistJoinResponse> = await joinWaitlist(ctx.deps.pool, ctx.state.em, joined, from);
  ctx.status = 201;
  ctx.body = answer;
});

waitlistRoutes.delete('/api/public/waitlist/:id', validateQuery(LeaveWaitlist), async (ctx) => {
  await leaveWaitlist(ctx.deps.pool, ctx.params.id ?? '', query(ctx, LeaveWaitlist).token);
  ctx.status = 204;
});
