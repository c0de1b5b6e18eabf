import { storedLanguage } from '../../lib/i18n/stored-language.ts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LabeledPrice } from '@qabul/bot';
import { cutText } from '@qabul/i18n';
import type { TelegramBookingRow } from './telegram-bookings.queries.ts';
import { formatMessage } from '../../contracts/i18n/format.ts';
import { telegramTexts } from './messages.ts';
import { toBookingLine } from './telegram.presenter.ts';

/** Telegram's limits on an invoice's texts (Bot API createInvoiceLink: title 1-32, description 1-255 characters). */
const TITLE_MAX = 32;
const DESCRIPTION_MAX = 255;

/** Every instance derives the same key from the bot token, like the webhook secret. */
export function invoiceSecret(botToken: string): string {
  return createHmac('sha256', botToken).update('qabul-telegram-invoice').digest('hex');
}

const checkOf = (orderId: string, secret: string) => createHmac('sha256', secret).update(orderId).digest('base64url').slice(0, 22);

/**
 * An invoice's payload: the order id and a check only the server can make, so a payment Telegram reports can only
 * be for an invoice we issued (Telegram shows nobody the payload, but it must still prove itself).
 */
export function invoicePayload(orderId: string, secret: string): string {
  return `${orderId}.${checkOf(orderId, secret)}`;
}

/** The order id of a payload we issued; null for anything else. */
export function orderOfInvoicePayload(payload: string, secret: string): string | null {
  const match = /^(\d{1,18})\.([\w-]{22})$/.exec(payload);
  if (!match) return null;
  const [, orderId, check] = match as unknown as [string, string, string];
  const expected = Buffer.from(checkOf(orderId, secret));
  return timingSafeEqual(expected, Buffer.from(check)) ? orderId : null;
}

/** What the invoice says, in the client's clock and language: whose service, which one, when; priced in tiyin. */
export function invoiceContent(row: TelegramBookingRow, amount: number) {
  const language = storedLanguage(row.language);
  const t = telegramTexts[language];
  const line = toBookingLine(row, 'client', language);
  const values = { service: line.serviceName, provider: line.providerName, date: line.date, time: line.time };
  const prices: LabeledPrice[] = [{ label: t.invoicePriceLabel, amount }];
  return {
    title: cutText(formatMessage(language, t.invoiceTitle, values), TITLE_MAX),
    description: cutText(formatMessage(language, t.invoiceDescription, values), DESCRIPTION_MAX),
    prices,
  };
}
