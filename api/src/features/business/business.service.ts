import type { EntityManager } from '@mikro-orm/postgresql';
import { type BusinessProfile, BusinessProfileSchema, type User } from '@qabul/db';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/context.ts';
import { toE164 } from '../../lib/phone.ts';
import { recordActivity } from '../activity/index.ts';
import type { BusinessInput } from './business.schema.ts';
import { type BusinessImageRow, businessImages } from './business-images.queries.ts';
import { ensureBusinessProfile } from './business.queries.ts';
import { businessText } from './messages.uz.ts';

/** The business as its owner edits it: the profile row (null before the first save) and its pictures. */
export interface BusinessView {
  owner: User;
  profile: BusinessProfile | null;
  images: BusinessImageRow[];
}

export async function loadBusiness(em: EntityManager, owner: User): Promise<BusinessView> {
  const profile = await em.findOne(BusinessProfileSchema, { userId: owner.id });
  return { owner, profile, images: await businessImages(em, owner.id) };
}

/** The phone as E.164 by the server's one phone rule; anything that is not a possible number is refused. */
function readPhone(phone: string | null | undefined): string | null | undefined {
  if (phone === undefined || phone === null) return phone;
  const e164 = toE164(phone);
  if (!e164) throw new AppError('validation', businessText.validation.phone, { phone: businessText.validation.phone });
  return e164;
}

/**
 * Saves what the owner sent: an omitted field stays, null clears. The first save makes the row. The audit row
 * commits with the change.
 */
export async function saveBusiness(em: EntityManager, owner: User, input: BusinessInput, actor: Actor): Promise<BusinessView> {
  const phone = readPhone(input.phone);
  const { location, ...fields } = input;
  const changes: Partial<BusinessProfile> = Object.fromEntries(
    Object.entries({ ...fields, phone }).filter(([, value]) => value !== undefined),
  );
  if (location !== undefined) Object.assign(changes, { latitude: location?.lat ?? null, longitude: location?.lng ?? null });
  await em.transactional(async (tx) => {
    await ensureBusinessProfile(tx, owner.id);
    const profile = await tx.findOneOrFail(BusinessProfileSchema, { userId: owner.id }, { refresh: true });
    tx.assign(profile, { ...changes, updatedAt: new Date() });
    await tx.flush();
    await recordActivity(tx, actor, 'business_updated', 'business', owner.id, { fields: Object.keys(input) });
  });
  return loadBusiness(em, owner);
}
