import type { AppContext } from '../../lib/context.ts';
import { actorOf } from '../../lib/context.ts';
import { requireMember, requireUser, signedInUser } from '../../middleware/auth.ts';
import { ContractRouter } from '../../middleware/contract-router.ts';
import { presentMaster } from './staff.presenter.ts';
import * as api from './staff.contract.ts';
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

export const staffRoutes = new ContractRouter();

/** A write to the team changes the business's slots: this instance drops them at once (the trigger tells the rest). */
function changed(ctx: AppContext, providerId: string) {
  ctx.deps.providerChanged(providerId);
}

staffRoutes.mount(api.listTeam, requireUser, async (ctx) => (await listTeam(ctx.state.em, signedInUser(ctx).id)).map(presentMaster));

staffRoutes.mount(api.createMaster, requireUser, async (ctx, { body }) => {
  const user = signedInUser(ctx);
  const member = await createMaster(ctx.state.em, user, body, actorOf(ctx));
  changed(ctx, user.id);
  return presentMaster(member);
});

/** The signed-in person as a master: an invited master's record, or the owner's own (the owner is a master too). */
async function myMasterId(ctx: AppContext): Promise<string> {
  return ctx.state.master?.id ?? (await ownersMaster(ctx.state.em, signedInUser(ctx).id)).id;
}

staffRoutes.mount(api.getOwnMaster, requireMember, async (ctx) => presentMaster(await teamMember(ctx.state.em, await myMasterId(ctx))));

/** A master (the owner among them) sets their own weekly hours ("Ish vaqtim"). */
staffRoutes.mount(api.saveOwnHours, requireMember, async (ctx, { body }) => {
  const member = await saveOwnHours(ctx.state.em, await myMasterId(ctx), body.availability, actorOf(ctx));
  changed(ctx, member.master.userId);
  return presentMaster(member);
});

staffRoutes.mount(api.acceptInvitation, requireMember, async (ctx, { body }) => {
  const master = await acceptInvitation(ctx.state.em, signedInUser(ctx), body.token, actorOf(ctx));
  return presentMaster(await teamMember(ctx.state.em, master.id));
});

staffRoutes.mount(api.updateMaster, requireUser, async (ctx, { params, body }) => {
  const user = signedInUser(ctx);
  const member = await updateMaster(ctx.state.em, user, params.id, body, actorOf(ctx));
  changed(ctx, user.id);
  return presentMaster(member);
});

staffRoutes.mount(api.deleteMaster, requireUser, async (ctx, { params }) => {
  const user = signedInUser(ctx);
  await deleteMaster(ctx.state.em, user, params.id, actorOf(ctx));
  changed(ctx, user.id);
});

staffRoutes.mount(api.inviteMaster, requireUser, async (ctx, { params }) => {
  const master = await inviteMaster(ctx.state.em, signedInUser(ctx), params.id, actorOf(ctx), ctx.deps.config.rateLimitDisabled);
  ctx.deps.notify();
  return presentMaster(await teamMember(ctx.state.em, master.id));
});
