/** A created Payme transaction dies 12 hours after Payme made it, by Payme's `time` (reference 1.7). */
export const PAYME_TIMEOUT_MS = 43_200_000;
