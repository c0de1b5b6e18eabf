import { localized } from '../../lib/i18n/localized.ts';

/** Google sign-in error page and the developer test page (spec.md "Google auth error page"). */
export const googleAuthErrorUz = {
  title: 'Google orqali kirishda xatolik',
  reasons: {
    not_configured: 'Google bilan ulanish bu serverda hali sozlanmagan.',
    access_denied: 'Siz Google sahifasida ruxsat bermadingiz.',
    invalid_state: "Kirish havolasi eskirgan yoki boshqa oynada ochilgan. Qaytadan urinib ko'ring.",
    exchange_failed: "Google bilan bog'lanib bo'lmadi. Birozdan so'ng qaytadan urinib ko'ring.",
    email_not_verified: 'Google hisobingizdagi e-pochta tasdiqlanmagan.',
  },
  devTitle: 'Google OAuth faqat asosiy domenda ishlaydi',
  devText:
    "Siz ishlab chiqish muhitidasiz. Google bilan kirishni bu yerda sinash uchun Google Cloud Console'da OAuth mijoziga quyidagi qaytish manzilini qo'shing:",
  devSteps: [
    "Google Cloud Console → APIs & Services → Credentials bo'limini oching",
    'OAuth 2.0 Client ID ni tanlang',
    "'Authorized redirect URIs' ro'yxatiga yuqoridagi manzilni qo'shing va saqlang",
    "Yoki mahalliy sinov uchun soxta Google serverini ishga tushiring (README: 'Google on this machine')",
  ],
  causesTitle: 'Ehtimoliy sabablar',
  causes: [
    'Google sahifasida ruxsat berilmagan',
    'Kirish havolasi eskirgan yoki ikki marta ochilgan',
    'Google hisobingizdagi e-pochta tasdiqlanmagan',
    "Google bilan vaqtincha aloqa yo'q",
  ],
  backToProfile: 'Profilga qaytish',
  retry: 'Qayta urinish',
} as const;
export const googleAuthError = localized('googleAuthError', googleAuthErrorUz);

export const googleOAuthTestUz = {
  title: 'Google OAuth sinovi',
  subtitle: "Foydalanuvchi uchun Google ruxsat havolasini so'rash (ishlab chiquvchilar uchun)",
  userId: 'Foydalanuvchi ID',
  request: "Havolani so'rash",
  authUrl: 'Ruxsat havolasi',
  open: 'Havolani ochish',
  // spec.md section 8 gives these two in English.
  failed: 'Failed to generate auth URL',
  network: 'Network error occurred',
} as const;
export const googleOAuthTest = localized('googleOAuthTest', googleOAuthTestUz);
