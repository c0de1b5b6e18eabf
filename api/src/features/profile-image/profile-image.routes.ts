import multer from '@koa/multer';
import type { Next } from 'koa';
import { isUuid } from '../../contracts/fields.ts';
import { LIMITS } from '../../contracts/limits.ts';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { actorOf } from '../../lib/context.ts';
import { requireUser, signedInUser } from '../../middleware/auth.ts';
import { ContractRouter } from '../../middleware/contract-router.ts';
import { presentAccount } from '../auth/index.ts';
import * as api from './profile-image.contract.ts';
import { loadProfileImage, saveProfileImage } from './profile-image.service.ts';

export const profileImageRoutes = new ContractRouter();

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: LIMITS.profileImageMaxBytes, files: 1, fields: 5 } });

/** multer's own errors become the API's: too large is 413 with the spec's message, anything else 400. */
async function receiveImage(ctx: AppContext, next: Next) {
  try {
    await upload.single('profileImage')(ctx as never, async () => {});
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'LIMIT_FILE_SIZE') throw new AppError('payload_too_large', uz.upload.tooLarge, { profileImage: uz.upload.tooLarge });
    throw new AppError('validation', uz.upload.notImage, { profileImage: uz.upload.notImage });
  }
  await next();
}

profileImageRoutes.mount(api.uploadProfileImage, requireUser, receiveImage, async (ctx) => {
  const file = (ctx as unknown as { file?: { buffer: Buffer } }).file;
  if (!file?.buffer?.length) throw new AppError('validation', uz.upload.missing, { profileImage: uz.upload.missing });
  const user = await saveProfileImage(ctx.state.em, signedInUser(ctx), file.buffer, actorOf(ctx));
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
