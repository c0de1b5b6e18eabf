import { expect } from 'vitest';
import { contactUpdate } from '../../api/test/telegram/support/chat-updates.ts';
import type { E2eApp } from './app.ts';

/** The webhook secret the Telegram journey's apps run with (TELEGRAM_MODE=webhook). */
export const WEBHOOK_SECRET = 'e2e-webhook-secret-0123456789';

/** Telegram delivering an update to the bot through the real webhook. */
export async function deliverUpdate(app: E2eApp, update: unknown): Promise<void> {
  const response = await fetch(`${app.url}/api/telegram/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET },
    body: JSON.stringify(update),
  });
  expect(response.status).toBe(200);
}

/** Telegram delivering the person's own contact to the bot's chat (what "Share" in the phone dialog does). */
export function shareOwnContact(app: E2eApp, user: { id: number; first_name: string }, phone: string): Promise<void> {
  return deliverUpdate(app, contactUpdate({ id: user.id, first_name: user.first_name }, phone, user.id));
}

/** A reserve fee (tiyin) on the provider's service, collected while a plan that allows it is in force (Asosiy). */
export async function askReserveFee(app: E2eApp, providerId: string, serviceId: number, fee: number): Promise<void> {
  const sql = app.qabul.database.orm.em.getConnection();
  await sql.execute('update services set reserve_fee = ? where id = ?', [fee, serviceId], 'run');
  await sql.execute(
    `update user_subscriptions set plan_id = (select id from subscription_plans where code = 'asosiy'), end_date = now() + interval '30 days'
      where user_id = ? and status = 'active'`,
    [providerId],
    'run',
  );
  app.qabul.deps.providerChanged(providerId);
}
