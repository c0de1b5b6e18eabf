import { localized } from '../../lib/i18n/localized.ts';

/** The "Jamoa" page: the business's masters. */
export const teamPageUz = {
  title: 'Jamoa',
  subtitle: 'Ustalar, ularning xizmatlari va haftalik ish vaqti',
  add: "Usta qo'shish",
  addTitle: "Yangi usta qo'shish",
  editTitle: 'Ustani tahrirlash',
  empty: 'Hozircha jamoada faqat siz borsiz',
  loadError: "Jamoani yuklab bo'lmadi.",
  owner: 'Siz',
  inactive: 'Nofaol',
  accepted: 'Kabinetga kirgan',
  invited: 'Taklif yuborilgan',
  edit: 'Tahrirlash',
  photo: {
    upload: 'Rasm yuklash',
    replace: 'Rasmni almashtirish',
    remove: "Rasmni o'chirish",
    removeTitle: "Usta rasmini o'chirasizmi?",
    removeText: '{name} rasmi sahifadan olib tashlanadi.',
    uploading: 'Yuklanmoqda: {percent}%',
    uploaded: 'Rasm yuklandi',
    removed: "Rasm o'chirildi",
    error: "Rasmni yuklab bo'lmadi",
    removeError: "Rasmni o'chirib bo'lmadi",
  },
  remove: "O'chirish",
  invite: 'Taklif yuborish',
  deactivate: 'Nofaol qilish',
  servicesCount: '{n, plural, =0 {Xizmat biriktirilmagan} other {# ta xizmat}}',
  fields: {
    name: 'Ism',
    title: 'Lavozim',
    titleHint: 'Masalan: Usta, Barber, Shifokor',
    email: 'Email',
    emailHint: 'Taklif va bildirishnomalar shu manzilga yuboriladi',
    telegram: 'Telegram username',
    services: 'Xizmatlar',
    active: 'Faol (mijozlar yozila oladi)',
  },
  stepDetails: "Ma'lumotlar",
  stepHours: 'Ish vaqti',
  hoursHint: "Bo'sh qoldirilsa, usta xizmat ish vaqtida ishlaydi",
  next: 'Keyingi',
  saved: 'Usta saqlandi',
  deleteTitle: "Ustani o'chirish",
  deleteText: "{name} jamoadan o'chiriladi. Kelgusi uchrashuvlari bo'lsa, avval ularni ko'chiring yoki bekor qiling.",
  deactivateTitle: 'Ustani nofaol qilish',
  deactivateText: '{name} uchun yangi uchrashuvlar qabul qilinmaydi. Mavjud uchrashuvlar saqlanadi.',
  deleted: "Usta o'chirildi",
  inviteTitle: 'Taklif yuborish',
  inviteText: '{name} uchun {email} manziliga kabinetga kirish taklifi yuboriladi. Havola 7 kun amal qiladi.',
  inviteSent: 'Taklif yuborildi',
  errors: {
    save: "Ustani saqlab bo'lmadi",
    remove: "Ustani o'chirib bo'lmadi",
    invite: "Taklifni yuborib bo'lmadi",
  },
} as const;
export const teamPage = localized('teamPage', teamPageUz);

/** /auth/staff-invite: a master accepts the invitation. */
export const staffInviteUz = {
  title: 'Jamoaga taklif',
  intro: "Taklifni qabul qilsangiz, shu hisob bilan o'z uchrashuvlaringiz, kuningiz va ish vaqtingizni ko'rasiz.",
  accept: 'Taklifni qabul qilish',
  done: 'Siz endi jamoadasiz',
  toDay: "Kunimni ko'rish",
  noToken: "Havola to'liq emas. Xatdagi havolani qayta oching.",
  signInFirst: "Avval hisobingizga kiring yoki ro'yxatdan o'ting, so'ng xatdagi havolani qayta oching.",
  toSignIn: "Kirish yoki ro'yxatdan o'tish",
  failed: "Taklifni qabul qilib bo'lmadi",
} as const;
export const staffInvite = localized('staffInvite', staffInviteUz);

/** /user/my-hours: a master's own weekly hours. */
export const myHoursUz = {
  title: 'Ish vaqtim',
  subtitle: "Mijozlar faqat shu vaqtlarda (va xizmat vaqtida) sizga yozila oladi. Bo'sh qoldirilsa, xizmat vaqtida ishlaysiz",
  saved: 'Ish vaqtingiz saqlandi',
  failed: "Ish vaqtini saqlab bo'lmadi",
  telegram: {
    title: 'Telegram bildirishnomalari',
    text: "Sizga yozilgan yangi mijozlar va eslatmalarni o'z Telegramingizda oling: tasdiqlash, bekor qilish va «Kelmadi» shu yerning o'zida.",
    connect: 'Telegramni ulash',
    linked: 'Telegram ulangan',
  },
  loadError: "Ish vaqtingizni yuklab bo'lmadi.",
  notMaster: 'Bu hisob hech bir biznesda usta emas. Ustalarning ish vaqti «Jamoa» sahifasida belgilanadi.',
  toTeam: "Jamoaga o'tish",
  telegramError: "Telegram havolasini olib bo'lmadi",
} as const;
export const myHours = localized('myHours', myHoursUz);
