import type { TranslationOf } from '../../../lib/i18n/localized.ts';
import type { footer as footerUz } from '../footer.ts';

export const footer = {
  about: 'Биз ҳақимизда',
  help: 'Ёрдам',
  privacy: 'Махфийлик сиёсати',
  terms: 'Фойдаланиш шартлари',
  linksLabel: 'Фойдали ҳаволалар',
  tagline: 'Ўзбекистон учун онлайн ёзилиш хизмати',
  copyright: '© {year} Qabul. Барча ҳуқуқлар ҳимояланган.',
} satisfies TranslationOf<typeof footerUz>;
