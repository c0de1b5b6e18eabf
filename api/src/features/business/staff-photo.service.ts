import type { EntityManager } from '@mikro-orm/postgresql';
import type { Presented, StaffResponse } from '../../contracts/responses.ts';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/context.ts';
import { encodeImage } from '../../lib/image-upload.ts';
import { recordActivity } from '../activity/index.ts';
import { ownMaster, presentMaster, type TeamMember, teamMember } from '../staff/index.ts';
import { deleteStaffPhoto, insertImage, lockBusinessImages } from './business-images.queries.ts';
import { businessImageUrl, IMAGE_SHAPES } from './business-images.service.ts';

/** Who may change a master's photo: the business's owner any of theirs, an invited master only their own. */
export interface PhotoScope {
  businessId: string;
  /** Set for an invited master: the only master whose photo they may change. */
  ownStaffId: string | null;
}

async function masterInScope(em: EntityManager, scope: PhotoScope, staffId: string) {
  if (scope.ownStaffId !== null && scope.ownStaffId !== staffId.toLowerCase()) throw new AppError('not_found', uz.notFound.staff);
  return ownMaster(em, scope.businessId, staffId);
}

/** The master's photo becomes the upload (judged and re-encoded like every picture); their `photoUrl` points at it. */
export async function saveStaffPhoto(
  em: EntityManager,
  scope: PhotoScope,
  staffId: string,
  upload: Buffer,
  actor: Actor,
): Promise<TeamMember & { answer: Presented<typeof StaffResponse> }> {
  const master = await masterInScope(em, scope, staffId);
  const image = await encodeImage(upload, IMAGE_SHAPES.staff, 'photo');
  await em.transactional(async (tx) => {
    await lockBusinessImages(tx, scope.businessId);
    const row = await insertImage(tx, { userId: scope.businessId, kind: 'staff', staffId: master.id, ...image });
    tx.assign(master, { photoUrl: businessImageUrl(row.id), updatedAt: new Date() });
    await tx.flush();
    await recordActivity(tx, actor, 'staff_photo_updated', 'staff', master.id);
  });
  const member = await teamMember(em, master.id);
  return { ...member, answer: presentMaster(member) };
}

export async function removeStaffPhoto(em: EntityManager, scope: PhotoScope, staffId: string, actor: Actor): Promise<TeamMember> {
  const master = await masterInScope(em, scope, staffId);
  await em.transactional(async (tx) => {
    await deleteStaffPhoto(tx, master.id);
    tx.assign(master, { photoUrl: null, updatedAt: new Date() });
    await tx.flush();
    await recordActivity(tx, actor, 'staff_photo_deleted', 'staff', master.id);
  });
  return teamMember(em, master.id);
}
