import type { Update } from '@qabul/bot';
import type { TestUser } from './updates.ts';

/** Payment updates as Telegram delivers them for an invoice of the bot's. */
let updateId = 960_000_000;
let messageId = 50_000;

const from = (user: TestUser) => ({
  id: user.id,
  is_bot: false,
  first_name: user.first_name,
  ...(user.username ? { username: user.username } : {}),
});

/** The payer pressed "Pay": Telegram asks the bot to confirm within 10 seconds. */
export function preCheckoutUpdate(user: TestUser, invoice: { payload: string; amount: number; currency?: string }) {
  return {
    update_id: ++updateId,
    pre_checkout_query: {
      id: `pcq${updateId}`,
      from: from(user),
      currency: invoice.currency ?? 'UZS',
      total_amount: invoice.amount,
      invoice_payload: invoice.payload,
    },
  } as Update;
}

/** The payment went through: a service message in the payer's chat with the bot. */
export function successfulPaymentUpdate(user: TestUser, invoice: { payload: string; amount: number; charge: string; currency?: string }) {
  return {
    update_id: ++updateId,
    message: {
      message_id: ++messageId,
      date: Math.floor(Date.now() / 1000),
      from: from(user),
      chat: { id: user.id, type: 'private', first_name: user.first_name },
      successful_payment: {
        currency: invoice.currency ?? 'UZS',
        total_amount: invoice.amount,
        invoice_payload: invoice.payload,
        telegram_payment_charge_id: invoice.charge,
        provider_payment_charge_id: `provider-${invoice.charge}`,
      },
    },
  } as Update;
}
