import type { Catalogues } from '../../contracts/i18n/catalogue.ts';
import type { Language } from '../../contracts/i18n/languages.ts';
import { translateApiMessage } from '../../lib/i18n/message-index.ts';
import { planTextsRu } from './plan-texts.ru.ts';
import { planTextsCyrl } from './plan-texts.uz-cyrl.ts';
import { planTexts } from './plan-texts.uz.ts';

/** The seeded plans' words in the three languages (registered with the API's messages in api-catalogues.ts). */
export const planTextCatalogues: Catalogues<typeof planTexts> = { uz: planTexts, 'uz-Cyrl': planTextsCyrl, ru: planTextsRu };

type SeededPlan = keyof typeof planTexts.name;

/**
 * A plan's name for a reader: a seeded plan still called by its own name (its `code` tells which) reads in their
 * language ("Asosiy" / "Асосий" / "Базовый"); a name an admin gave stays as written.
 */
export function planNameFor(plan: { code?: string | null; name: string }, language: Language): string {
  const code = plan.code as SeededPlan | null | undefined;
  if (language === 'uz' || !code || !Object.hasOwn(planTexts.name, code) || planTexts.name[code] !== plan.name) return plan.name;
  return planTextCatalogues[language].name[code];
}

/**
 * A plan's name, description and features for a reader: the platform's own words in their language, an admin's own
 * words as written (they are stored in one language; the admin panel always shows and edits the stored text).
 */
export function planWordsFor<P extends { name: string; description: string | null; features: string[] }>(
  plan: P,
  language: Language,
  code: string | null,
): P {
  if (language === 'uz') return plan;
  return {
    ...plan,
    name: planNameFor({ code, name: plan.name }, language),
    description: plan.description === null ? null : translateApiMessage(language, plan.description),
    features: plan.features.map((feature) => translateApiMessage(language, feature)),
  };
}
