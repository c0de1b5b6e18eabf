import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlIn } from '../../lib/sql.ts';

export type StoredImageKind = 'logo' | 'cover' | 'gallery' | 'staff';

/** A stored picture without its bytes: what answers list. */
export interface BusinessImageRow {
  id: string;
  kind: StoredImageKind;
  staffId: string | null;
  position: number;
  width: number;
  height: number;
}

const COLUMNS = `id, kind, staff_id as "staffId", position, width, height`;

/**
 * Puts the business's picture writes in line until the transaction ends, so the gallery's count holds under
 * concurrent uploads (two uploads of the twelfth photo at once: one of them is refused).
 */
export async function lockBusinessImages(em: EntityManager, userId: string): Promise<void> {
  await sqlIn(em, `select pg_advisory_xact_lock(hashtextextended(?, 31))`, [`business-images:${userId}`], 'run');
}

export async function countImages(em: EntityManager, userId: string, kind: StoredImageKind): Promise<number> {
  const row = await sqlIn<{ total: number }>(
    em,
    'select count(*)::int as total from business_images where user_id = ? and kind = ?',
    [userId, kind],
    'get',
  );
  return Number(row.total);
}

/** A new picture (a new id, so a new URL); the one it replaces (a logo, a cover, a master's photo) goes in the same statement. */
export async function insertImage(
  em: EntityManager,
  image: { userId: string; kind: StoredImageKind; staffId: string | null; content: Buffer; width: number; height: number },
): Promise<BusinessImageRow> {
  if (image.kind === 'logo' || image.kind === 'cover') {
    await sqlIn(em, 'delete from business_images where user_id = ? and kind = ?', [image.userId, image.kind], 'run');
  } else if (image.kind === 'staff') {
    await sqlIn(em, `delete from business_images where staff_id = ? and kind = 'staff'`, [image.staffId], 'run');
  }
  const rows = await sqlIn<BusinessImageRow[]>(
    em,
    `insert into business_images (user_id, kind, staff_id, position, content, width, height)
     values (?, ?, ?, coalesce((select max(position) + 1 from business_images where user_id = ? and kind = ?), 0), ?, ?, ?)
     returning ${COLUMNS}`,
    [image.userId, image.kind, image.staffId, image.userId, image.kind, image.content, image.width, image.height],
  );
  return rows[0] as BusinessImageRow;
}

/** The business's logo, cover and gallery (masters' photos apart), the gallery in its order. */
export function businessImages(em: EntityManager, userId: string): Promise<BusinessImageRow[]> {
  return sqlIn<BusinessImageRow[]>(
    em,
    `select ${COLUMNS} from business_images where user_id = ? and kind <> 'staff' order by kind, position, created_at, id`,
    [userId],
  );
}

/** The bytes of a picture, by id, for anyone (its URL is public like the page that shows it). */
export async function imageContent(em: EntityManager, id: string): Promise<Buffer | null> {
  const row = await sqlIn<{ content: Buffer } | undefined>(em, 'select content from business_images where id = ?', [id], 'get');
  return row?.content ?? null;
}

/** Deletes one of the business's own logo, cover or gallery pictures; null when it has no such picture. */
export async function deleteBusinessImage(em: EntityManager, userId: string, id: string): Promise<BusinessImageRow | null> {
  const rows = await sqlIn<BusinessImageRow[]>(
    em,
    `delete from business_images where id = ? and user_id = ? and kind <> 'staff' returning ${COLUMNS}`,
    [id, userId],
  );
  return rows[0] ?? null;
}

/** A master's photo goes (the master's photo URL is cleared by the caller). */
export async function deleteStaffPhoto(em: EntityManager, staffId: string): Promise<void> {
  await sqlIn(em, `delete from business_images where staff_id = ? and kind = 'staff'`, [staffId], 'run');
}

/** The gallery in the order of `ids` (each the business's own gallery photo, checked by the caller). */
export async function setGalleryOrder(em: EntityManager, userId: string, ids: string[]): Promise<void> {
  await sqlIn(
    em,
    `update business_images b set position = o.position - 1
       from unnest(?::uuid[]) with ordinality as o(id, position)
      where b.id = o.id and b.user_id = ? and b.kind = 'gallery'`,
    // An array literal: the ORM would spread a JS array into a list of bindings. The ids are checked UUIDs.
    [`{${ids.join(',')}}`, userId],
    'run',
  );
}
