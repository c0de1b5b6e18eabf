import { localized } from '../../lib/i18n/localized.ts';

/** The footer's words (its own module: the footer loads after the first screen). */
export const footer = localized('footer', {
  about: 'Biz haqimizda',
  help: 'Yordam',
  privacy: 'Maxfiylik siyosati',
  terms: 'Foydalanish shartlari',
  linksLabel: 'Foydali havolalar',
  tagline: "O'zbekiston uchun onlayn yozilish xizmati",
  copyright: '© {year} Qabul. Barcha huquqlar himoyalangan.',
} as const);
