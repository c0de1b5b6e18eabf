import { ContractRouter } from '../../middleware/contract-router.ts';
import { clientLanguageOf, telegramLaunchOrNull } from '../telegram/index.ts';
import * as api from './waitlist.contract.ts';
import { joinWaitlist, leaveWaitlist } from './waitlist.service.ts';

/** "Navbatga yozilish": a client joins a full day's waitlist and may leave it with their token. */
export const waitlistRoutes = new ContractRouter();

waitlistRoutes.mount(api.joinWaitlist, async (ctx, { body }) => {
  // From the Mini App the offer goes to the person's own chat (a private chat's id is the user's id).
  const launch = telegramLaunchOrNull(ctx);
  const from = {
    ip: ctx.ip || 'unknown',
    rateLimitOff: ctx.deps.config.rateLimitDisabled,
    telegramChatId: launch?.user.id ?? null,
    language: clientLanguageOf(ctx, body.language),
  };
  // Their Telegram username too when the body names none, as a booking from the Mini App records it.
  const fromTelegram = launch?.user.username;
  const joined = body.telegramUsername || !fromTelegram ? body : { ...body, telegramUsername: fromTelegram };
  return joinWaitlist(ctx.deps.pool, ctx.state.em, joined, from);
});

waitlistRoutes.mount(api.leaveWaitlist, async (ctx, { params, query }) => {
  await leaveWaitlist(ctx.deps.pool, params.id, query.token);
});
