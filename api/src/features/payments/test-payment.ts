import type { Language } from '../../contracts/i18n/languages.ts';
import type { Presented, TestPaymentResponse } from '../../contracts/responses.ts';
import { paymentCheckMessages } from './messages.ts';
import { paymeCheckoutPayload } from './checkout-link.ts';
import type { PaymentsConfig } from './payments.config.ts';

/** Enough of a secret to tell which one is set, never enough to use it. */
export function maskSecret(secret: string | undefined | null): string | null {
  if (!secret) return null;
  return secret.length <= 8 ? '*'.repeat(secret.length) : `${'*'.repeat(secret.length - 4)}${secret.slice(-4)}`;
}

const SANDBOX_CHECKOUT = 'https://test.paycom.uz';

/**
 * The developer pages' check of the Payme setup (spec.md section 3, test payment response): which credentials
 * are set (masked), a checkout link for the amount, and what to do when it fails. `real` uses the production
 * checkout and adds a warning that real money moves. Its texts are in the reader's language.
 */
export function paymentCheck(
  config: PaymentsConfig,
  origin: string,
  amountUzs: number,
  real: boolean,
  language: Language,
): Presented<typeof TestPaymentResponse> {
  const t = paymentCheckMessages[language];
  const payme = config.payme;
  const host = real ? 'https://checkout.paycom.uz' : SANDBOX_CHECKOUT;
  const reference = `check-${Date.now()}`;
  const paymentUrl = payme
    ? `${host}/${paymeCheckoutPayload(payme.merchantId, { orderId: reference, amount: amountUzs * 100 }, `${origin}/payment/return`)}`
    : null;
  return {
    success: payme !== null,
    testPayment: {
      amount: amountUzs,
      environment: real ? 'production' : config.sandbox ? 'sandbox' : 'test',
      credentials: { merchantId: maskSecret(payme?.merchantId), login: payme?.login ?? null, key: maskSecret(payme?.key) },
      paymentUrl,
      instructions: [t.instructions.endpoint, t.instructions.sandbox, t.instructions.account],
    },
    troubleshooting: {
      error: payme ? null : t.notConfigured,
      cause: payme ? null : t.notConfiguredCause,
      solutions: [t.solutions.setKeys, t.solutions.endpointErrors],
    },
    webhook: {
      configured: payme !== null,
      testing: !real,
      status: payme ? 'ready' : 'not_configured',
      solution: payme ? null : t.webhookSolution,
    },
    notice: {
      title: real ? t.notice.realTitle : t.notice.testTitle,
      message: real ? t.notice.realMessage : t.notice.testMessage,
      recommendation: t.notice.recommendation,
    },
    warning: {
      title: t.warning.title,
      message: real ? t.warning.realMessage : t.warning.testMessage,
      recommendation: real ? t.warning.realRecommendation : t.warning.testRecommendation,
    },
  };
}
