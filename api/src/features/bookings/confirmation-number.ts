import { randomBytes } from 'node:crypto';

/** 32 symbols without the look-alikes 0/O and 1/I, so a number read over the phone is unambiguous. */
export const CONFIRMATION_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function newConfirmationNumber(): string {
  const bytes = randomBytes(8);
  let out = '';
  for (const byte of bytes) out += CONFIRMATION_ALPHABET[byte & 31];
  return out;
}

/** Secret for the Telegram deep link `b_<token>` (64 characters max in a start payload). */
export function newBookingToken(): string {
  return randomBytes(18).toString('base64url');
}
