import { z } from 'zod';
import { dateField, languageField, optional, reasonField, staffIdField, timeField } from '../../contracts/fields.ts';
import { uz } from '../../contracts/messages.uz.ts';

const m = uz.validation;

/** Raw init data exactly as Telegram handed it to the Mini App; it is validated, never rebuilt. */
export const TelegramAuth = z.object({
  initData: z.string({ error: m.required }).min(1, m.required).max(8192, m.tooLong),
});
export type TelegramAuth = z.infer<typeof TelegramAuth>;

/**
 * Linking a booking to the Mini App user's chat needs the creator's proof: the booking's client token (what the
 * Mini App sends) or its confirmation number.
 */
export const LinkBooking = z
  .object({
    clientToken: z.string({ error: m.required }).trim().min(1, m.required).max(128, m.tooLong).optional(),
    confirmationNumber: z.string({ error: m.required }).trim().toUpperCase().min(1, m.required).max(32, m.tooLong).optional(),
  })
  .refine((body) => body.clientToken !== undefined || body.confirmationNumber !== undefined, {
    message: m.required,
    path: ['confirmationNumber'],
  });
export type LinkBooking = z.infer<typeof LinkBooking>;

/** A Telegram client moves their own booking (the card's "Ko'chirish" opens the Mini App on it). */
export const TelegramReschedule = z.object({
  newDate: z.string({ error: m.fillAll }).min(1, m.fillAll).pipe(dateField),
  newTimeSlot: z.string({ error: m.fillAll }).min(1, m.fillAll).pipe(timeField),
  reason: reasonField,
  /** Move it to another master who does the service; omitted or null, it stays with its own. */
  staffId: optional(staffIdField),
});
export type TelegramReschedule = z.infer<typeof TelegramReschedule>;

/** The language picked on the Mini App's home: the bot's chat reads it too, as if picked with /language. */
export const TelegramLanguagePick = z.object({ language: languageField });
export type TelegramLanguagePick = z.infer<typeof TelegramLanguagePick>;
