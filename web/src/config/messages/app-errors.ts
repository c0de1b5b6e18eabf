import { localized } from '../../lib/i18n/localized.ts';
/** The error boundary's words (web app and Mini App). */
export const appErrors = localized('appErrors', {
  title: "Nimadir noto'g'ri ketdi",
  text: "Sahifani ko'rsatib bo'lmadi. Sahifani yangilab, qayta urinib ko'ring.",
  reload: 'Sahifani yangilash',
} as const);
