import Router from '@koa/router';
import type { AppContext } from '../../lib/context.ts';
import { actorOf } from '../../lib/context.ts';
import { requireMember, requireUser, signedInUser } from '../../middleware/auth.ts';
import { input, validate } from '../../middleware/validate.ts';
import { presentMaster } from './staff.presenter.ts';
import { AcceptInvitation, OwnHoursInput, StaffInput } from './staff.schema.ts';
import {
  acceptInvitation,
  createMaster,
  deleteMaster,
  inviteMaster,
  listTeam,
  ownersMaster,
  saveOwnHours,
  teamMember,
  updateMaster,
} from './staff.service.ts';

export const staffRoutes = new Router<AppContext['state'], AppContext>();

/** A write to the team changes the business's slots: this instance drops them at once (the trigger tells the rest). */
function changed(ctx: AppContext, providerId: string) {
  ctx.deps.providerChanged(providerId);
}

staffRoutes.get('/api/staff', requireUser, async (ctx) => {
  ctx.body = (await listTeam(ctx.state.em, signedInUser(ctx).id)).map(presentMaster);
});

staffRoutes.post('/api/staff', requireUser, validate(StaffInput), async (ctx) => {
  const user = signedInUser(ctx);
  const member = await createMaster(ctx.state.em, user, input(ctx, StaffInput), actorOf(ctx));
  changed(ctx, user.id);
  ctx.status = 201;
  ctx.body = presentMaster(member);
});

/** The signed-in person as a master: an invited master's record, or the owner's own (the owner is a master too). */
async function myMasterId(ctx: AppContext): Promise<string> {
  return ctx.state.master?.id ?? (await ownersMaster(ctx.state.em, signedInUser(ctx).id)).id;
}

staffRoutes.get('/api/staff/me', requireMember, async (ctx) => {
  ctx.body = presentMaster(await teamMember(ctx.state.em, await myMasterId(ctx)));
});

/** A master (the owner among them) sets their own weekly hours ("Ish vaqtim"). */
staffRoutes.put('/api/staff/me/hours', requireMember, validate(OwnHoursInput), async (ctx) => {
  const id = await myMasterId(ctx);
  const member = await saveOwnHours(ctx.state.em, id, input(ctx, OwnHoursInput).availability, actorOf(ctx));
  changed(ctx, member.master.userId);
  ctx.body = presentMaster(member);
});

staffRoutes.post('/api/staff/invitations/accept', requireMember, validate(AcceptInvitation), async (ctx) => {
  const master = await acceptInvitation(ctx.state.em, signedInUser(ctx), input(ctx, AcceptInvitation).token, actorOf(ctx));
  ctx.body = presentMaster(await teamMember(ctx.state.em, master.id));
});

staffRoutes.put('/api/staff/:id', requireUser, validate(StaffInput), async (ctx) => {
  const user = signedInUser(ctx);
  const member = await updateMaster(ctx.state.em, user, ctx.params.id ?? '', input(ctx, StaffInput), actorOf(ctx));
  changed(ctx, user.id);
  ctx.body = presentMaster(member);
});

staffRoutes.delete('/api/staff/:id', requireUser, async (ctx) => {
  const user = signedInUser(ctx);
  await deleteMaster(ctx.state.em, user, ctx.params.id ?? '', actorOf(ctx));
  changed(ctx, user.id);
  ctx.status = 204;
});

staffRoutes.post('/api/staff/:id/invite', requireUser, async (ctx) => {
  const master = await inviteMaster(ctx.state.em, signedInUser(ctx), ctx.params.id ?? '', actorOf(ctx), ctx.deps.config.rateLimitDisabled);
  ctx.deps.notify();
  ctx.body = presentMaster(await teamMember(ctx.state.em, master.id));
});
