import type { EntityManager } from '@mikro-orm/postgresql';
import { type Api, GrammyError, HttpError } from '@qabul/bot';
import type { Pool } from '@qabul/db';
import { AppError } from '../../lib/app-error.ts';
import { isClientOf } from '../bookings/index.ts';
import { findReserveOrder, INVOICE_CURRENCY, invoiceAmountAllowed, invoiceable } from '../payments/index.ts';
import { telegramText } from './messages.uz.ts';
import { bookingRow, type TelegramPerson } from './telegram-bookings.queries.ts';
import { invoiceContent, invoicePayload } from './telegram-invoice.ts';

export interface InvoiceSetup {
  /** The bot's Bot API client; null without a bot. */
  api: Api | null;
  /** TELEGRAM_PAYMENT_PROVIDER_TOKEN: a secret, sent to Telegram only. */
  providerToken: string | undefined;
  /** The key of the payload's check. */
  secret: string | null;
}

/**
 * The Mini App pays a reserve fee inside Telegram: an invoice link for the order of the person's own booking,
 * while it still waits for its money. Someone else's order answers as an unknown one.
 */
export async function reserveFeeInvoiceLink(
  em: EntityManager,
  pool: Pool,
  setup: InvoiceSetup,
  person: TelegramPerson,
  orderId: string,
): Promise<string> {
  const { api, providerToken, secret } = setup;
  if (!api || !providerToken || !secret) throw new AppError('invoices_off', telegramText.invoicesOff);
  const order = await findReserveOrder(pool, orderId);
  if (!order?.bookingId || !(await isClientOf(em, person, order.bookingId))) throw new AppError('not_found', telegramText.orderNotFound);
  const row = await bookingRow(em, order.bookingId);
  if (!row || !(await invoiceable(pool, order))) throw new AppError('not_payable', telegramText.notPayable);
  // A fee Telegram would refuse (below about 1 USD, above about 10 000 USD): the Mini App opens the checkout link.
  if (!invoiceAmountAllowed(INVOICE_CURRENCY, order.amount)) throw new AppError('invoices_off', telegramText.invoiceAmountOutside);
  const { title, description, prices } = invoiceContent(row, order.amount);
  return askTelegram(async () => {
    try {
      return await api.createInvoiceLink(title, description, invoicePayload(order.id, secret), providerToken, INVOICE_CURRENCY, prices);
    } catch (error) {
      // The rate moved under a fee near the edge of Telegram's limits: the checkout link all the same.
      if (refusedAmount(error)) throw new AppError('invoices_off', telegramText.invoiceAmountOutside);
      throw error;
    }
  });
}

const refusedAmount = (error: unknown) => error instanceof GrammyError && /CURRENCY_TOTAL_AMOUNT_INVALID/.test(error.description);

/** Telegram refusing or out of reach is a 503 with a message, never a 500. */
export async function askTelegram<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GrammyError || error instanceof HttpError) throw new AppError('unavailable', telegramText.telegramFailed);
    throw error;
  }
}
