import type { Catalogues } from '../../contracts/i18n/catalogue.ts';
import type { Language } from '../../contracts/i18n/languages.ts';
import { translateApiMessage } from '../../lib/i18n/message-index.ts';
import { planTextsRu } from './plan-texts.ru.ts';
import { planTextsCyrl } from './plan-texts.uz-cyrl.ts';
import { planTexts } from './plan-texts.uz.ts';

/** The seeded plans' words in the three languages (registered with the API's messages in api-catalogues.ts). */
export const planTextCatalogues: Catalogues<typeof planTexts> = { uz: planTexts, 'uz-Cyrl': planTextsCyrl, ru: planTextsRu };

/**
 * A plan's description and features for a reader: the platform's own words in their language, an admin's own
 * words as written (they are stored in one language; the admin panel always shows and edits the stored text).
 */
export function planWordsFor<P extends { description: string | null; features: string[] }>(plan: P, language: Language): P {
  if (language === 'uz') return plan;
  return {
    ...plan,
    description: plan.description === null ? null : translateApiMessage(language, plan.description),
    features: plan.features.map((feature) => translateApiMessage(language, feature)),
  };
}
