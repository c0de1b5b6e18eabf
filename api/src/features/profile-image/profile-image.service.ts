import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '@qabul/db';
import sharp from 'sharp';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/context.ts';
import { recordActivity } from '../activity/index.ts';
import { findProfileImage, storeProfileImage } from './profile-image.queries.ts';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
const SIDE = 256;

/**
 * The upload is judged by its content, not its name or declared type: sharp must decode it as an image.
 * It is re-encoded to a 256x256 WebP, which also strips metadata (location, camera) and any payload.
 */
export async function saveProfileImage(em: EntityManager, user: User, upload: Buffer, actor: Actor): Promise<User> {
  let image: Buffer;
  try {
    const metadata = await sharp(upload, { limitInputPixels: 40_000_000 }).metadata();
    if (!metadata.format || !ACCEPTED.has(metadata.format)) throw new Error('not an image');
    image = await sharp(upload, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(SIDE, SIDE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('validation', uz.upload.notImage, { profileImage: uz.upload.notImage });
  }
  // The picture, its URL and the audit row commit together.
  return em.transactional(async (tx) => {
    await storeProfileImage(tx, user.id, image);
    // A new URL per upload, so browsers and CDNs never show the old picture.
    tx.assign(user, { profileImageUrl: `/api/profile-images/${user.id}?v=${randomBytes(4).toString('hex')}` });
    await tx.flush();
    await recordActivity(tx, actor, 'profile_image_updated', 'user', user.id);
    return user;
  });
}

export function loadProfileImage(em: EntityManager, userId: string): Promise<{ content: Buffer; contentType: string } | null> {
  return findProfileImage(em, userId);
}
