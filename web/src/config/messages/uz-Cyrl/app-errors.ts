import type { TranslationOf } from '../../../lib/i18n/localized.ts';
import type { appErrors as appErrorsUz } from '../app-errors.ts';

export const appErrors = {
  title: 'Нимадир нотўғри кетди',
  text: 'Саҳифани кўрсатиб бўлмади. Саҳифани янгилаб, қайта уриниб кўринг.',
  reload: 'Саҳифани янгилаш',
} satisfies TranslationOf<typeof appErrorsUz>;
