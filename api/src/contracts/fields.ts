import { z } from 'zod';
import { LANGUAGES } from './i18n/languages.ts';
import { LIMITS } from './limits.ts';
import { uz } from './messages.uz.ts';

/** Field schemas reused by the feature schemas; pure zod so the web and mini app share them. */
const m = uz.validation;

const knownZones = new Map<string, boolean>();

/** IANA zone names only; answers are remembered because building a formatter is costly on the hot path. */
export function isTimeZone(zone: string): boolean {
  const known = knownZones.get(zone);
  if (known !== undefined) return known;
  let valid = false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    valid = zone.includes('/') || zone === 'UTC';
  } catch {
    valid = false;
  }
  // Over-long names (refused by the length check anyway) are not worth remembering.
  if (knownZones.size < 1000 && zone.length <= 64) knownZones.set(zone, valid);
  return valid;
}

function isRealDate(value: string): boolean {
  const [y, mo, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export const dateField = z
  .string({ error: m.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.date)
  .refine(isRealDate, m.date);

export const timeField = z.string({ error: m.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.time);

export const timeZoneField = z.string({ error: m.timezone }).max(64, m.timezone).refine(isTimeZone, m.timezone);

/** A positive integer id, as a JSON number or a digit string (query strings and form values). */
export const idField = z
  .union([z.number(), z.string().regex(/^\d{1,9}$/)], { error: m.invalid })
  .transform(Number)
  .pipe(z.number().int().positive().max(2_147_483_647));

export const uuidField = z.uuid({ error: m.invalid });

/** A master's id (a UUID, lower-cased so it compares with the stored one). */
export const staffIdField = z.uuid({ error: m.staffId }).transform((id) => id.toLowerCase());

/** Ids of users and bookings are UUIDs: anything else cannot name one (and never reaches the database). */
export function isUuid(value: string): boolean {
  return uuidField.safeParse(value).success;
}

/** A reader's language (`uz`, `uz-Cyrl`, `ru`): a profile's, or a booking's client's. */
export const languageField = z.enum(LANGUAGES, { error: m.language });

export const personName = z.string({ error: m.name }).trim().min(LIMITS.nameMin, m.name).max(LIMITS.textMax, m.tooLong);

export const phoneField = z
  .string({ error: m.phone })
  .trim()
  .min(LIMITS.phoneMin, m.phone)
  .max(LIMITS.phoneMax, m.phone)
  .regex(/^\+?[\d\s()-]+$/, m.phone)
  .refine((value) => value.replace(/\D/g, '').length >= LIMITS.phoneMin, m.phone);

export const emailField = z
  .string({ error: m.email })
  .trim()
  .toLowerCase()
  .max(254, m.email)
  .pipe(z.email({ error: m.email }));

/**
 * How an optional field reads to its callers' types: the value, '', null or nothing in; the value or null out (a client's
 * request is typed by it, so it names what the field takes rather than `unknown`).
 */
type OptionalField<T extends z.ZodType> = z.ZodPipe<
  z.ZodOptional<z.ZodUnion<[z.ZodLiteral<''>, z.ZodNull, T]>>,
  z.ZodTransform<z.output<T> | null, z.output<T> | '' | null | undefined>
>;

/** Empty string, null and absence all mean "not given" (null). */
export function optional<T extends z.ZodType>(schema: T): OptionalField<T> {
  const field = z
    .preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())
    .transform((value) => (value ?? null) as z.output<T> | null);
  return field as unknown as OptionalField<T>;
}

export const telegramUsernameField = z
  .string({ error: m.telegramUsername })
  .trim()
  .regex(LIMITS.telegramUsername, m.telegramUsername)
  .transform((value) => value.replace(/^@/, ''));

export const notesField = z.string({ error: m.invalid }).max(LIMITS.notesMax, m.tooLong);
export const reasonField = optional(z.string({ error: m.invalid }).trim().max(500, m.tooLong));

export const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** A paged list's query (`limit` rows from `offset`), as every list endpoint takes it; answers carry X-Total-Count. */
export function pageQuery(page: { default: number; max: number }) {
  return {
    limit: z.coerce.number({ error: m.invalid }).int(m.invalid).min(1, m.invalid).max(page.max, m.invalid).default(page.default),
    offset: z.coerce.number({ error: m.invalid }).int(m.invalid).min(0, m.invalid).max(10_000_000, m.invalid).default(0),
  };
}
