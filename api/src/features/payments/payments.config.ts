import { z } from 'zod';

/** The payment settings (README's configuration table); read once with the rest of config.ts. */
export const PaymentsEnv = z.object({
  PAYME_MERCHANT_ID: z.string().min(1).optional(),
  PAYME_KEY: z.string().min(1).optional(),
  PAYME_LOGIN: z.string().min(1).default('Paycom'),
  PAYME_CHECKOUT_URL: z.string().url().default('https://checkout.paycom.uz'),
  /** Comma-separated addresses Payme calls from; empty = any (the Basic auth still applies). */
  PAYME_ALLOWED_IPS: z.string().optional(),
  PAYMENT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  CLICK_SERVICE_ID: z.string().regex(/^\d+$/).optional(),
  CLICK_MERCHANT_ID: z.string().regex(/^\d+$/).optional(),
  CLICK_SECRET_KEY: z.string().min(1).optional(),
});

export type PaymentsConfig = ReturnType<typeof paymentsConfig>;

export function paymentsConfig(parsed: z.infer<typeof PaymentsEnv>, production: boolean) {
  const payme =
    parsed.PAYME_MERCHANT_ID && parsed.PAYME_KEY
      ? {
          merchantId: parsed.PAYME_MERCHANT_ID,
          login: parsed.PAYME_LOGIN,
          key: parsed.PAYME_KEY,
          checkoutUrl: parsed.PAYME_CHECKOUT_URL.replace(/\/$/, ''),
        }
      : null;
  const click =
    parsed.CLICK_SERVICE_ID && parsed.CLICK_MERCHANT_ID && parsed.CLICK_SECRET_KEY
      ? { serviceId: parsed.CLICK_SERVICE_ID, merchantId: parsed.CLICK_MERCHANT_ID, secretKey: parsed.CLICK_SECRET_KEY }
      : null;
  return {
    payme,
    click,
    /** Without Payme outside production, the app's own checkout plays Payme's part (DECISIONS.md). */
    sandbox: payme === null && !production,
    allowedIps: (parsed.PAYME_ALLOWED_IPS ?? '')
      .split(',')
      .map((ip) => ip.trim())
      .filter(Boolean),
    holdMinutes: parsed.PAYMENT_HOLD_MINUTES,
  };
}
