/** Uzbek (Cyrillic), drafted from the Latin by the official letter correspondence and read through. */
import type { Translation } from '@qabul/api/i18n';
import type { googleAuthErrorUz, googleOAuthTestUz } from '../google.ts';

export const googleAuthError = {
  title: 'Google орқали киришда хатолик',
  reasons: {
    not_configured: 'Google билан уланиш бу серверда ҳали созланмаган.',
    access_denied: 'Сиз Google саҳифасида рухсат бермадингиз.',
    invalid_state: 'Кириш ҳаволаси эскирган ёки бошқа ойнада очилган. Қайтадан уриниб кўринг.',
    exchange_failed: 'Google билан боғланиб бўлмади. Бироздан сўнг қайтадан уриниб кўринг.',
    email_not_verified: 'Google ҳисобингиздаги э-почта тасдиқланмаган.',
  },
  devTitle: 'Google OAuth фақат асосий доменда ишлайди',
  devText:
    'Сиз ишлаб чиқиш муҳитидасиз. Google билан киришни бу ерда синаш учун Google Cloud Console’да OAuth мижозига қуйидаги қайтиш манзилини қўшинг:',
  devSteps: [
    'Google Cloud Console → APIs & Services → Credentials бўлимини очинг',
    'OAuth 2.0 Client ID ни танланг',
    "'Authorized redirect URIs' рўйхатига юқоридаги манзилни қўшинг ва сақланг",
    "Ёки маҳаллий синов учун сохта Google серверини ишга туширинг (README: 'Google on this machine')",
  ],
  causesTitle: 'Эҳтимолий сабаблар',
  causes: [
    'Google саҳифасида рухсат берилмаган',
    'Кириш ҳаволаси эскирган ёки икки марта очилган',
    'Google ҳисобингиздаги э-почта тасдиқланмаган',
    'Google билан вақтинча алоқа йўқ',
  ],
  backToProfile: 'Профилга қайтиш',
  retry: 'Қайта уриниш',
} satisfies Translation<typeof googleAuthErrorUz>;

export const googleOAuthTest = {
  title: 'Google OAuth синови',
  subtitle: 'Фойдаланувчи учун Google рухсат ҳаволасини сўраш (ишлаб чиқувчилар учун)',
  userId: 'Фойдаланувчи ID',
  request: 'Ҳаволани сўраш',
  authUrl: 'Рухсат ҳаволаси',
  open: 'Ҳаволани очиш',
  failed: 'Failed to generate auth URL',
  network: 'Network error occurred',
} satisfies Translation<typeof googleOAuthTestUz>;
