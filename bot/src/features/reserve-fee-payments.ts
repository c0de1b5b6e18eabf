import { Composer } from 'grammy';
import { type BotContext, inReaderLanguage } from '../context.ts';
import type { PaymentServices } from '../services.ts';

/**
 * Reserve fees paid with a Telegram invoice (opened from the Mini App). Installed outside the error boundary: a
 * successful_payment that could not be recorded must fail the webhook call, so Telegram delivers it again (the
 * charge id makes the second delivery harmless).
 */
export function reserveFeePayments(services: PaymentServices): Composer<BotContext> {
  const composer = new Composer<BotContext>();

  /**
   * Telegram waits 10 seconds for this answer and never asks twice, so nothing here fails the webhook call: a check
   * that fails says "try again", and an answer Telegram refuses (too late) is only logged.
   */
  composer.on('pre_checkout_query', async (ctx) => {
    const query = ctx.preCheckoutQuery;
    const logged = (what: string) => (error: unknown) => {
      ctx.settings.log?.error({ err: error, updateId: ctx.update.update_id }, what);
    };
    const answer = await services
      .checkInvoicePayment({ payload: query.invoice_payload, currency: query.currency, totalAmount: query.total_amount })
      .catch((error: unknown) => {
        logged('telegram pre-checkout check failed')(error);
        return { ok: false as const, message: ctx.text.preCheckoutFailed };
      });
    await (answer.ok
      ? ctx.answerPreCheckoutQuery(true)
      : ctx.answerPreCheckoutQuery(false, { error_message: inReaderLanguage(ctx, answer.message) })
    ).catch(logged('telegram pre-checkout answer failed'));
  });

  composer.on('message:successful_payment', async (ctx) => {
    const paid = ctx.message.successful_payment;
    const { reply } = await services.settleInvoicePayment(
      { chatId: ctx.chat.id, username: ctx.from.username ?? null, firstName: ctx.from.first_name ?? null },
      {
        payload: paid.invoice_payload,
        currency: paid.currency,
        totalAmount: paid.total_amount,
        telegramPaymentChargeId: paid.telegram_payment_charge_id,
        providerPaymentChargeId: paid.provider_payment_charge_id,
      },
    );
    if (reply) await ctx.reply(inReaderLanguage(ctx, reply));
  });

  return composer;
}
