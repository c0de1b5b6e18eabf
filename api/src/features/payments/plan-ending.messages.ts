import type { Catalogues } from '../../contracts/i18n/catalogue.ts';
import { planEndingTextRu } from './plan-ending.messages.ru.ts';
import { planEndingTextCyrl } from './plan-ending.messages.uz-cyrl.ts';
import { planEndingText } from './messages.uz.ts';

/** The provider's warning before their plan ends, in their profile's language. */
export const planEndingTexts: Catalogues<typeof planEndingText> = {
  uz: planEndingText,
  'uz-Cyrl': planEndingTextCyrl,
  ru: planEndingTextRu,
};
