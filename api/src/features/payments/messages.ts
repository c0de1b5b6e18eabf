import type { Catalogues } from '../../contracts/i18n/catalogue.ts';
import { paidTwiceTextRu, paymentTextRu, planEndingTextRu } from './messages.ru.ts';
import { paidTwiceText, paymentText, planEndingText } from './messages.uz.ts';
import { paidTwiceTextCyrl, paymentTextCyrl, planEndingTextCyrl } from './messages.uz-cyrl.ts';
import { paymentCheckTextRu } from './payment-check.messages.ru.ts';
import { paymentCheckTextCyrl } from './payment-check.messages.uz-cyrl.ts';
import { paymentCheckText } from './payment-check.messages.uz.ts';

/** The payment API's texts in the three languages. */
export const paymentMessages: Catalogues<typeof paymentText> = { uz: paymentText, 'uz-Cyrl': paymentTextCyrl, ru: paymentTextRu };

/** The plan-ending warning in the three languages. */
export const planEndingMessages: Catalogues<typeof planEndingText> = {
  uz: planEndingText,
  'uz-Cyrl': planEndingTextCyrl,
  ru: planEndingTextRu,
};

/** The developer pages' check of the Payme setup, in the platform admin's reading language. */
export const paymentCheckMessages: Catalogues<typeof paymentCheckText> = {
  uz: paymentCheckText,
  'uz-Cyrl': paymentCheckTextCyrl,
  ru: paymentCheckTextRu,
};

/** The provider's alert of a reserve fee paid twice, in the provider's language. */
export const paidTwiceMessages: Catalogues<typeof paidTwiceText> = { uz: paidTwiceText, 'uz-Cyrl': paidTwiceTextCyrl, ru: paidTwiceTextRu };
