import type { TranslationOf } from '../../../lib/i18n/localized.ts';
import type { appErrors as appErrorsUz } from '../app-errors.ts';

export const appErrors = {
  title: 'Что-то пошло не так',
  text: 'Не удалось показать страницу. Обновите её и попробуйте ещё раз.',
  reload: 'Обновить страницу',
} satisfies TranslationOf<typeof appErrorsUz>;
