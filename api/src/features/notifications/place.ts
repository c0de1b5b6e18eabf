import { formatMessage } from '../../contracts/i18n/format.ts';
import type { Language } from '../../contracts/i18n/languages.ts';
import { displayPhone } from '../../lib/phone.ts';
import { noticeTexts } from './messages.ts';

/**
 * Where a booking takes place, one rule for every message and file a client gets (the card, the e-mails, the .ics):
 * the business's address with its landmark ("mo'ljal") once the business has an address, else the address the
 * service gave when it was booked (a business from before profiles, or one that keeps its address on services).
 */
export function placeText(
  language: Language,
  business: { address?: string | null; landmark?: string | null } | null | undefined,
  meetingAddress: string | null,
): string | null {
  const address = business?.address?.trim();
  if (!address) return meetingAddress;
  const landmark = business?.landmark?.trim();
  return landmark ? formatMessage(language, noticeTexts[language].placeWithLandmark, { address, landmark }) : address;
}

/** How a client reaches the business: its phone, else its Telegram; null when it gave neither (never an e-mail). */
export function businessContact(business: { phone?: string | null; telegram?: string | null } | null | undefined): string | null {
  if (business?.phone) return displayPhone(business.phone);
  if (business?.telegram) return `@${business.telegram}`;
  return null;
}

/**
 * The calendar files' organiser: the business by name, at the platform's own no-reply address. RFC 5545 wants an
 * address there; the owner's login e-mail would put it into every client's calendar.
 */
export const ORGANIZER_ADDRESS = 'noreply@qabul.uz';
