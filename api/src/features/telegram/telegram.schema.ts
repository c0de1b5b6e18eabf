import { z } from 'zod';
import { uz } from '../../contracts/messages.uz.ts';

const m = uz.validation;

/** Raw init data exactly as Telegram handed it to the Mini App; it is validated, never rebuilt. */
export const TelegramAuth = z.object({
  initData: z.string({ error: m.required }).min(1, m.required).max(8192, m.tooLong),
});
export type TelegramAuth = z.infer<typeof TelegramAuth>;

/** Linking a booking to the Mini App user's chat needs the confirmation number, the creator's proof. */
export const LinkBooking = z.object({
  confirmationNumber: z.string({ error: m.required }).trim().toUpperCase().min(1, m.required).max(32, m.tooLong),
});
export type LinkBooking = z.infer<typeof LinkBooking>;
