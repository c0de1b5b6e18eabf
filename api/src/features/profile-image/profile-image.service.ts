import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '@qabul/db';
import { encodeImage } from '../../lib/image-upload.ts';
import type { Actor } from '../../lib/context.ts';
import { recordActivity } from '../activity/index.ts';
import { findProfileImage, storeProfileImage } from './profile-image.queries.ts';

const SIDE = 256;

/** Judged by its content and re-encoded to a 256x256 WebP, metadata stripped (lib/image-upload.ts). */
export async function saveProfileImage(em: EntityManager, user: User, upload: Buffer, actor: Actor): Promise<User> {
  const image = (await encodeImage(upload, { width: SIDE, height: SIDE, fit: 'cover' }, 'profileImage')).content;
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
