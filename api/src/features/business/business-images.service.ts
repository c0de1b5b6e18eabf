import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '@qabul/db';
import { fill } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/context.ts';
import { encodeImage, type ImageShape } from '../../lib/image-upload.ts';
import { recordActivity } from '../activity/index.ts';
import { BUSINESS_LIMITS, type BusinessImageKind } from './business.schema.ts';
import {
  type BusinessImageRow,
  businessImages,
  countImages,
  deleteBusinessImage,
  insertImage,
  lockBusinessImages,
  setGalleryOrder,
} from './business-images.queries.ts';
import { businessText } from './messages.uz.ts';

/**
 * The shapes of DECISIONS.md: a square logo, a wide cover, gallery photos at most 1200 px wide (and 1600 px tall,
 * so a tall photo cannot weigh like a poster), a master's photo square like a profile image.
 */
export const IMAGE_SHAPES: Record<BusinessImageKind | 'staff', ImageShape> = {
  logo: { width: 256, height: 256, fit: 'cover' },
  cover: { width: 1200, height: 400, fit: 'cover' },
  gallery: { width: 1200, height: 1600, fit: 'inside' },
  staff: { width: 256, height: 256, fit: 'cover' },
};

/** Where a picture is served: a new upload is a new id, so the address never shows an old picture and caches keep it for good. */
export const businessImageUrl = (id: string) => `/api/business-images/${id}`;

/**
 * A logo or a cover replaces the one before; a gallery photo is added at the end, at most 12. The picture is
 * re-encoded before the transaction, so no lock is held while sharp works.
 */
export async function addBusinessImage(
  em: EntityManager,
  owner: User,
  kind: BusinessImageKind,
  upload: Buffer,
  actor: Actor,
): Promise<BusinessImageRow> {
  const image = await encodeImage(upload, IMAGE_SHAPES[kind], 'image');
  return em.transactional(async (tx) => {
    await lockBusinessImages(tx, owner.id);
    if (kind === 'gallery' && (await countImages(tx, owner.id, 'gallery')) >= BUSINESS_LIMITS.galleryMax) {
      throw new AppError('conflict', fill(businessText.images.galleryFull, { max: BUSINESS_LIMITS.galleryMax }));
    }
    const row = await insertImage(tx, { userId: owner.id, kind, staffId: null, ...image });
    await recordActivity(tx, actor, 'business_image_added', 'business', owner.id, { kind, imageId: row.id });
    return row;
  });
}

/** Another business's picture, a master's photo or an unknown id: 404 alike. */
export async function removeBusinessImage(em: EntityManager, owner: User, imageId: string, actor: Actor): Promise<void> {
  await em.transactional(async (tx) => {
    await lockBusinessImages(tx, owner.id);
    const removed = await deleteBusinessImage(tx, owner.id, imageId);
    if (!removed) throw new AppError('not_found', businessText.images.notFound);
    await recordActivity(tx, actor, 'business_image_deleted', 'business', owner.id, { kind: removed.kind, imageId });
  });
}

/** The gallery in the owner's order: the ids must be exactly the gallery's photos, each once. */
export async function orderGallery(em: EntityManager, owner: User, imageIds: string[], actor: Actor): Promise<BusinessImageRow[]> {
  return em.transactional(async (tx) => {
    await lockBusinessImages(tx, owner.id);
    const gallery = (await businessImages(tx, owner.id)).filter((image) => image.kind === 'gallery');
    const wanted = imageIds.map((id) => id.toLowerCase());
    const same =
      wanted.length === gallery.length && new Set(wanted).size === wanted.length && gallery.every((image) => wanted.includes(image.id));
    if (!same) {
      throw new AppError('validation', businessText.validation.galleryOrder, { imageIds: businessText.validation.galleryOrder });
    }
    await setGalleryOrder(tx, owner.id, wanted);
    await recordActivity(tx, actor, 'business_gallery_ordered', 'business', owner.id);
    return (await businessImages(tx, owner.id)).filter((image) => image.kind === 'gallery');
  });
}
