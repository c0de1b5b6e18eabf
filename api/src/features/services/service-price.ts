import { formatServicePrice, parseMoney } from '@qabul/i18n';
import type { ServiceInput } from './services.schema.ts';

type PriceFields = Pick<ServiceInput, 'price' | 'priceAmount' | 'priceFrom'>;

/**
 * What a service stores of its price. An amount the provider gave stands (the text, if they left none, is the
 * amount as Uzbek writes it, so `price` stays the display string spec.md names). Without one, a text that is a
 * plain amount ("80 000 so'm", "50 ming so'mdan", "Bepul") is read as that amount, the rule the migration applied to
 * services saved before, so every reader sees it in their own language; any other text stays as typed.
 */
export function servicePrice(input: PriceFields): PriceFields {
  if (input.priceAmount !== null) {
    const priceFrom = input.priceFrom && input.priceAmount > 0;
    const price = input.price || formatServicePrice('uz', { priceAmount: input.priceAmount, priceFrom }, { plainSpaces: true });
    return { price, priceAmount: input.priceAmount, priceFrom };
  }
  const parsed = parseMoney(input.price);
  if (parsed) return { price: input.price, priceAmount: parsed.amount, priceFrom: parsed.from || (input.priceFrom && parsed.amount > 0) };
  return { price: input.price, priceAmount: null, priceFrom: false };
}
