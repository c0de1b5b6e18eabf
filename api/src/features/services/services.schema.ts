import { z } from 'zod';
import { optional, wholeNumber } from '../../contracts/fields.ts';
import { DEFAULTS, LIMITS, WEEKDAYS } from '../../contracts/limits.ts';
import { uz } from '../../contracts/messages.uz.ts';

const m = uz.validation;

/**
 * A service as its provider saves it. The price is an amount in tiyin (`priceAmount`, shown in the reader's language;
 * `priceFrom`: it starts there) or the provider's own text (`price`, shown as typed), at least one of them; a text
 * that is a plain amount ("80 000 so'm") is read as one (service-price.ts).
 */
export const ServiceInput = z
  .object({
    name: z.string({ error: m.serviceName }).trim().min(1, m.serviceName).max(LIMITS.textMax, m.tooLong),
    description: z.string({ error: m.serviceDescription }).trim().min(1, m.serviceDescription).max(LIMITS.notesMax, m.tooLong),
    price: z.string({ error: m.servicePrice }).trim().max(100, m.tooLong).default(''),
    priceAmount: wholeNumber(m.priceAmount, 0, 2_000_000_000).nullable().default(null),
    priceFrom: z.boolean({ error: m.invalid }).default(false),
    reserveFee: wholeNumber(m.reserveFee, 0, 2_000_000_000).default(0),
    isPaid: z.boolean({ error: m.invalid }).default(false),
    duration: wholeNumber(m.duration, LIMITS.durationMin, LIMITS.durationMax),
    timingInterval: wholeNumber(m.timingInterval, LIMITS.timingIntervalMin, LIMITS.timingIntervalMax).default(DEFAULTS.timingInterval),
    breakInterval: wholeNumber(m.breakInterval, 0, LIMITS.breakIntervalMax).default(DEFAULTS.breakInterval),
    meetingAddress: optional(z.string({ error: m.invalid }).trim().max(LIMITS.textMax, m.tooLong)),
    isOnlineMeeting: z.boolean({ error: m.invalid }).default(false),
    onlineMeetingLink: optional(z.url({ error: m.url, protocol: /^https?$/ }).max(500, m.tooLong)),
    useGoogleMeet: z.boolean({ error: m.invalid }).default(false),
    allowCancellation: z.boolean({ error: m.invalid }).default(true),
    cancellationHours: wholeNumber(m.cancellationHours, 0, 720).default(DEFAULTS.cancellationHours),
    isActive: z.boolean({ error: m.invalid }).default(true),
    minNoticeMinutes: wholeNumber(m.minNotice, 0, LIMITS.minNoticeMax).default(0),
    maxAdvanceDays: wholeNumber(m.maxAdvance, LIMITS.maxAdvanceMin, LIMITS.maxAdvanceMax).default(DEFAULTS.maxAdvanceDays),
    dailyLimit: wholeNumber(m.dailyLimit, 1, LIMITS.dailyLimitMax).nullable().default(null),
    bufferBefore: wholeNumber(m.bufferBefore, 0, LIMITS.bufferBeforeMax).default(0),
  })
  .refine((service) => service.price !== '' || service.priceAmount !== null, { message: m.servicePrice, path: ['price'] });
export type ServiceInput = z.infer<typeof ServiceInput>;

const halfHour = z.string({ error: m.availability }).regex(/^([01]\d|2[0-3]):(00|30)$/, m.availability);

export const WeeklyAvailabilityInput = z
  .partialRecord(z.enum(WEEKDAYS, { error: m.availability }), z.array(halfHour, { error: m.availability }).max(48, m.availability))
  .transform((week) => Object.fromEntries(Object.entries(week).map(([day, times]) => [day, [...new Set(times)].sort()])));

export const AvailabilityInput = z.object({
  availability: WeeklyAvailabilityInput,
});
export type AvailabilityInput = z.infer<typeof AvailabilityInput>;
