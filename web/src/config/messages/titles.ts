/** Each page's own tab title (usePageTitle). */

const titled = (name: string) => `${name} — Qabul`;

export const pageTitles = {
  landing: 'Qabul — onlayn yozilish',
  calendar: titled('Kalendar'),
  timeOff: titled('Dam olish kunlari'),
  auth: titled('Kirish'),
  verifyEmail: titled('E-pochtani tasdiqlash'),
  subscriptionSelection: titled('Obuna rejasini tanlash'),
  payment: titled("To'lov"),
  checkout: titled("To'lov sahifasi"),
  paymentReturn: titled("To'lov holati"),
  testPayment: titled("Test to'lov"),
  realPayment: titled("Haqiqiy to'lov"),
  bookingSuccess: titled('Uchrashuvingiz'),
  profile: titled('Profil'),
  bookings: titled('Uchrashuvlar'),
  services: titled('Xizmatlar'),
  subscription: titled('Obuna'),
  about: titled('Biz haqimizda'),
  help: titled('Yordam'),
  privacy: titled('Maxfiylik siyosati'),
  terms: titled('Foydalanish shartlari'),
  adminLogin: titled('Admin kirish'),
  adminDashboard: titled('Admin panel'),
  adminPlans: titled('Obuna rejalari'),
  adminBookings: titled('Barcha uchrashuvlar'),
  adminSettings: titled('Sozlamalar'),
  platformAdmin: titled('Platforma boshqaruvi'),
  googleError: titled('Google bilan kirishda xatolik'),
  googleTest: titled('Google OAuth sinovi'),
  notFound: titled('Sahifa topilmadi'),
  /** A provider's page, as the server writes it into the page for link previews. */
  provider: (name: string) => `${name} — onlayn yozilish | Qabul`,
} as const;
