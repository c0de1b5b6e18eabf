import type { TranslationOf } from '../../../lib/i18n/localized.ts';
import type { footer as footerUz } from '../footer.ts';

export const footer = {
  about: 'О нас',
  help: 'Помощь',
  privacy: 'Политика конфиденциальности',
  terms: 'Условия использования',
  linksLabel: 'Полезные ссылки',
  tagline: 'Сервис онлайн-записи для Узбекистана',
  copyright: '© {year} Qabul. Все права защищены.',
} satisfies TranslationOf<typeof footerUz>;
