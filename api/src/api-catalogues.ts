/**
 * Every catalogue whose texts the API may answer with, registered where the app is composed (createApp), so the error
 * boundary can answer each reader in their language (lib/i18n/message-index.ts). A feature whose messages can
 * reach a client through an error adds its catalogue here, exported from its index.
 */
import { serverMessages } from './contracts/messages.ts';
import type { Catalogues } from './contracts/i18n/catalogue.ts';
import { adminMessages } from './features/admin/index.ts';
import { identityMessages } from './features/auth/index.ts';
import { businessMessages } from './features/business/index.ts';
import { calendarMessages } from './features/calendar/index.ts';
import { clientMessages } from './features/clients/index.ts';
import { paymentCheckMessages, paymentMessages, planEndingMessages } from './features/payments/index.ts';
import { planTextCatalogues } from './features/subscriptions/index.ts';
import { staffMessages } from './features/staff/index.ts';
import { timeOffMessages } from './features/time-off/index.ts';
import { reviewTexts } from './features/reviews/messages.ts';
import { telegramTexts } from './features/telegram/messages.ts';
import { waitlistTexts } from './features/waitlist/messages.ts';
import { registerApiMessages } from './lib/i18n/message-index.ts';

export const API_CATALOGUES: readonly Catalogues<unknown>[] = [
  serverMessages,
  adminMessages,
  identityMessages,
  clientMessages,
  paymentMessages,
  planEndingMessages,
  staffMessages,
  timeOffMessages,
  waitlistTexts,
  reviewTexts,
  telegramTexts,
  planTextCatalogues,
  paymentCheckMessages,
  businessMessages,
  calendarMessages,
];

let registered = false;

/** Makes every catalogue's texts translatable at the error boundary; once per process, however many apps it makes. */
export function registerApiCatalogues(): void {
  if (registered) return;
  registered = true;
  for (const catalogues of API_CATALOGUES) registerApiMessages(catalogues);
}
