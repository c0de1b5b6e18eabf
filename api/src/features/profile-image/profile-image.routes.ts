import { isUuid } from '../../contracts/fields.ts';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import { actorOf } from '../../lib/context.ts';
import { receiveImage, uploadedFile } from '../../lib/image-upload.ts';
import { requireUser, signedInUser } from '../../middleware/auth.ts';
import { ContractRouter } from '../../middleware/contract-router.ts';
import { presentAccount } from '../auth/index.ts';
import * as api from './profile-image.contract.ts';
import { loadProfileImage, saveProfileImage } from './profile-image.service.ts';

export const profileImageRoutes = new ContractRouter();

profileImageRoutes.mount(api.uploadProfileImage, requireUser, receiveImage('profileImage'), async (ctx) => {
  const user = await saveProfileImage(ctx.state.em, signedInUser(ctx), uploadedFile(ctx, 'profileImage'), actorOf(ctx));
  return presentAccount(ctx.state.em, user);
});

profileImageRoutes.mount(api.getProfileImage, async (ctx, { params }) => {
  const { userId } = params;
  const image = isUuid(userId) ? await loadProfileImage(ctx.state.em, userId) : null;
  if (!image) throw new AppError('not_found', uz.notFound.generic);
  ctx.type = image.contentType;
  // The URL changes with every upload, so the picture can be cached for good.
  ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
  ctx.body = image.content;
});
