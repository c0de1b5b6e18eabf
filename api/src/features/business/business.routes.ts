import type { Next } from 'koa';
import { isUuid } from '../../contracts/fields.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AppContext, actorOf } from '../../lib/context.ts';
import { receiveImage, uploadedFile } from '../../lib/image-upload.ts';
import { requireMember, requireUser, signedInUser } from '../../middleware/auth.ts';
import { ContractRouter } from '../../middleware/contract-router.ts';
import * as api from './business.contract.ts';
import { presentBusiness, presentBusinessImage } from './business.presenter.ts';
import { type BusinessImageKind, IMAGE_KINDS } from './business.schema.ts';
import { loadBusiness, saveBusiness } from './business.service.ts';
import { imageContent } from './business-images.queries.ts';
import { addBusinessImage, orderGallery, removeBusinessImage } from './business-images.service.ts';
import { businessText } from './messages.uz.ts';
import { removeStaffPhoto, saveStaffPhoto } from './staff-photo.service.ts';

/** The business on its page (DECISIONS.md): its owner edits it; an invited master gets 404 as for the rest of the business. */
export const businessRoutes = new ContractRouter();

businessRoutes.mount(api.getBusiness, requireUser, async (ctx) => presentBusiness(await loadBusiness(ctx.state.em, signedInUser(ctx))));

businessRoutes.mount(api.updateBusiness, requireUser, async (ctx, { body }) =>
  presentBusiness(await saveBusiness(ctx.state.em, signedInUser(ctx), body, actorOf(ctx))),
);

/** The kind in the path is checked before the upload is read: a wrong one costs no 5 MB. */
async function imageKind(ctx: AppContext, next: Next) {
  if (!(IMAGE_KINDS as readonly string[]).includes(ctx.params.kind ?? '')) {
    throw new AppError('validation', businessText.validation.imageKind, { kind: businessText.validation.imageKind });
  }
  await next();
}

/** Multipart with one file in the field `image`: the logo and the cover replace the old one, a gallery photo is added. */
businessRoutes.mount(api.uploadBusinessImage, requireUser, imageKind, receiveImage('image'), async (ctx) => {
  const kind = ctx.params.kind as BusinessImageKind;
  const image = await addBusinessImage(ctx.state.em, signedInUser(ctx), kind, uploadedFile(ctx, 'image'), actorOf(ctx));
  return presentBusinessImage(image);
});

businessRoutes.mount(api.removeBusinessImage, requireUser, async (ctx, { params }) => {
  const id = params.id;
  if (!isUuid(id)) throw new AppError('not_found', businessText.images.notFound);
  await removeBusinessImage(ctx.state.em, signedInUser(ctx), id.toLowerCase(), actorOf(ctx));
});

/** The gallery's order: `{imageIds}`, every photo once; answers the gallery in its new order. */
businessRoutes.mount(api.orderGallery, requireUser, async (ctx, { body }) => {
  const gallery = await orderGallery(ctx.state.em, signedInUser(ctx), body.imageIds, actorOf(ctx));
  return gallery.map(presentBusinessImage);
});

/** A business's pictures and masters' photos, public like the page that shows them. */
businessRoutes.mount(api.getBusinessImage, async (ctx, { params }) => {
  const id = params.id;
  const content = isUuid(id) ? await imageContent(ctx.state.em, id.toLowerCase()) : null;
  if (!content) throw new AppError('not_found', businessText.images.notFound);
  ctx.type = 'image/webp';
  // Each upload is a new id: the bytes behind an address never change.
  ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
  ctx.body = content;
});

/** A master's photo: the owner for any master of theirs, an invited master for themselves (404 otherwise). */
businessRoutes.mount(api.uploadStaffPhoto, requireMember, receiveImage('photo'), async (ctx, { params }) => {
  const member = await saveStaffPhoto(ctx.state.em, photoScope(ctx), params.id, uploadedFile(ctx, 'photo'), actorOf(ctx));
  ctx.deps.providerChanged(member.master.userId);
  return member.answer;
});

businessRoutes.mount(api.removeStaffPhoto, requireMember, async (ctx, { params }) => {
  const member = await removeStaffPhoto(ctx.state.em, photoScope(ctx), params.id, actorOf(ctx));
  ctx.deps.providerChanged(member.master.userId);
});

function photoScope(ctx: AppContext): { businessId: string; ownStaffId: string | null } {
  const master = ctx.state.master;
  return master ? { businessId: master.userId, ownStaffId: master.id } : { businessId: signedInUser(ctx).id, ownStaffId: null };
}
