import { z } from 'zod';
import { BUSINESS_CATEGORIES } from '../../contracts/business-categories.ts';
import { LIMITS } from '../../contracts/limits.ts';
import { businessText } from './messages.uz.ts';

const m = businessText.validation;

/** Limits of the business profile (DECISIONS.md, "The business on its page"), defined once for server and clients. */
export const BUSINESS_LIMITS = {
  nameMin: 2,
  nameMax: 80,
  addressMax: 200,
  landmarkMax: 200,
  descriptionMax: 1000,
  galleryMax: 12,
  /** The profile image's bound: 413 with the same message above it. */
  imageMaxBytes: LIMITS.profileImageMaxBytes,
} as const;

/**
 * A field of a partial update: omitted leaves what is stored, null or an empty string clears it, anything else is
 * checked by `schema`.
 */
function clearable<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable().optional());
}

const trimmed = (max: number, message: string) => z.string({ error: message }).trim().max(max, message);

/** "@name", "name", "t.me/name" and "https://t.me/name" are one Telegram username. */
const telegramUsername = z
  .string({ error: m.telegram })
  .trim()
  .max(100, m.telegram)
  .transform((value) => value.replace(/^(https?:\/\/)?(www\.)?(t\.me|telegram\.me)\//i, '').replace(/^@/, ''))
  .pipe(z.string().regex(/^[A-Za-z0-9_]{5,32}$/, m.telegram));

/** "@name", "name" and "instagram.com/name/" are one Instagram username. */
const instagramUsername = z
  .string({ error: m.instagram })
  .trim()
  .max(100, m.instagram)
  .transform((value) =>
    value
      .replace(/^(https?:\/\/)?(www\.)?instagram\.com\//i, '')
      .replace(/[/?#].*$/, '')
      .replace(/^@/, ''),
  )
  .pipe(z.string().regex(/^[A-Za-z0-9._]{1,30}$/, m.instagram));

export const LocationInput = z.object(
  {
    lat: z.number({ error: m.location }).min(-90, m.location).max(90, m.location),
    lng: z.number({ error: m.location }).min(-180, m.location).max(180, m.location),
  },
  { error: m.location },
);

/**
 * The owner's edit of the business (PUT /api/business). Every field is optional: an omitted one stays as it is, so the
 * setup's first step and the settings page can each send what they show; null or "" clears a field. The phone is
 * read as E.164 by the service (the server's phone helper), so any way of writing one number is the same number.
 */
export const BusinessInput = z.object({
  businessName: clearable(trimmed(BUSINESS_LIMITS.nameMax, m.businessName).min(BUSINESS_LIMITS.nameMin, m.businessName)),
  category: clearable(z.enum(BUSINESS_CATEGORIES, { error: m.category })),
  address: clearable(trimmed(BUSINESS_LIMITS.addressMax, m.address)),
  landmark: clearable(trimmed(BUSINESS_LIMITS.landmarkMax, m.landmark)),
  location: LocationInput.nullable().optional(),
  phone: clearable(z.string({ error: m.phone }).trim().max(32, m.phone)),
  telegram: clearable(telegramUsername),
  instagram: clearable(instagramUsername),
  description: clearable(trimmed(BUSINESS_LIMITS.descriptionMax, m.description)),
});
export type BusinessInput = z.infer<typeof BusinessInput>;

/** The gallery's new order: every photo's id, once, first shown first. */
export const GalleryOrderInput = z.object({
  imageIds: z.array(z.uuid({ error: m.galleryOrder }), { error: m.galleryOrder }).max(BUSINESS_LIMITS.galleryMax, m.galleryOrder),
});
export type GalleryOrderInput = z.infer<typeof GalleryOrderInput>;

export const IMAGE_KINDS = ['logo', 'cover', 'gallery'] as const;
export type BusinessImageKind = (typeof IMAGE_KINDS)[number];
