import type { Presented, TestPaymentResponse } from '../../contracts/responses.ts';
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
 * checkout and adds a warning that real money moves.
 */
export function paymentCheck(
  config: PaymentsConfig,
  origin: string,
  amountUzs: number,
  real: boolean,
): Presented<typeof TestPaymentResponse> {
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
      instructions: [
        'Payme kabinetida kassa uchun Endpoint URL sifatida <PUBLIC_URL>/api/payment/payme manzilini kiriting.',
        'test.paycom.uz sahifasida Merchant ID va TEST_KEY bilan sinov ssenariylarini ishga tushiring.',
        'Hisob turi: bir martalik, maydon nomi order_id.',
      ],
    },
    troubleshooting: {
      error: payme ? null : 'Payme sozlanmagan',
      cause: payme ? null : 'PAYME_MERCHANT_ID yoki PAYME_KEY berilmagan',
      solutions: [
        'PAYME_MERCHANT_ID va PAYME_KEY sozlamalarini kiriting va ilovani qayta ishga tushiring.',
        "Payme -31622/-31623 xatolarini ko'rsatsa, Endpoint URL ochiqligini va HTTP 200 javob qaytishini tekshiring.",
      ],
    },
    webhook: {
      configured: payme !== null,
      testing: !real,
      status: payme ? 'ready' : 'not_configured',
      solution: payme ? null : 'Payme sozlamalarini kiriting',
    },
    notice: {
      title: real ? "Haqiqiy to'lov" : "Sinov to'lovi",
      message: real ? 'Bu havola orqali haqiqiy pul yechiladi.' : 'Sinov muhitida pul yechilmaydi.',
      recommendation: "Avval sinov ssenariylarini to'liq o'tkazing.",
    },
    warning: {
      title: 'Diqqat',
      message: real ? "Haqiqiy kartadan to'lov qilinadi va u bekor qilinmaydi." : 'Sinov kaliti faqat test.paycom.uz bilan ishlaydi.',
      recommendation: real ? 'Kichik summadan boshlang.' : 'Ishlab chiqarishda PAYME_KEY sifatida asosiy kalitni bering.',
    },
  };
}
