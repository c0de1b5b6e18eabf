import { localized } from '../../lib/i18n/localized.ts';
/** Shared across the app: buttons, errors, money, navigation. */

export const common = localized('common', {
  appName: 'Qabul',
  /** The language switcher's name for screen readers. */
  language: 'Til',
  loading: 'Yuklanmoqda...',
  back: 'Orqaga',
  continue: 'Davom etish',
  cancel: 'Bekor qilish',
  close: 'Yopish',
  save: 'Saqlash',
  saving: 'Saqlanmoqda...',
  delete: "O'chirish",
  deleting: "O'chirilmoqda...",
  edit: 'Tahrirlash',
  errorTitle: 'Xatolik',
  successTitle: 'Muvaffaqiyat!',
  optional: '(ixtiyoriy)',
  minutes: '{n} daqiqa',
  copy: 'Nusxalash',
  copied: 'Nusxalandi!',
  home: 'Asosiy sahifa',
  free: 'Bepul',
} as const);

/** Generic request failures (spec.md section 8). The two English texts are part of the contract. */
export const requestErrors = localized('requestErrors', {
  authHtml: 'Authentication required - received HTML response',
  unauthorized: 'Unauthorized',
  system: 'Tizim xatoligi',
} as const);

export const money = localized('money', {
  currency: 'UZS',
  perMonth: 'UZS / oy',
  free: 'Bepul',
  days: '{n} kunlik',
  noEnd: 'Muddatsiz',
} as const);

export const nav = localized('nav', {
  mainNav: 'Asosiy menyu',
  skipToContent: "Asosiy mazmunga o'tish",
  business: 'Biznes',
  services: 'Xizmatlar',
  team: 'Jamoa',
  myHours: 'Ish vaqtim',
  timeOff: 'Dam olish',
  bookings: 'Uchrashuvlar',
  clients: 'Mijozlar',
  reviews: 'Sharhlar',
  calendar: 'Kalendar',
  subscription: 'Obuna',
  profile: 'Profil',
  login: 'Kirish',
  logout: 'Chiqish',
  platformAdmin: 'Boshqaruv',
  admin: 'Admin',
  greeting: 'Salom, {name}',
  openMenu: 'Menyuni ochish',
  closeMenu: 'Menyuni yopish',
  /** Read after the visible app name on the header's home link: "Qabul bosh sahifasi". */
  homeLinkRest: 'bosh sahifasi',
} as const);

/** The public booking flow; shared with the Mini App through booking-kit. */
export const guard = localized('guard', {
  checking: 'Tekshirilmoqda...',
} as const);
