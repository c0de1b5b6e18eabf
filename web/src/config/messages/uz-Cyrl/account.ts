/** Uzbek (Cyrillic), drafted from the Latin by the official letter correspondence and read through. */
import type { Translation } from '@qabul/api/i18n';
import type { authUz, verifyEmailUz, paymentUz, checkoutUz } from '../account.ts';

export const auth = {
  title: 'Қабулга хуш келибсиз',
  subtitle: 'Ҳисобингизга киринг ёки янги ҳисоб яратинг',
  tabLogin: 'Кириш',
  tabRegister: 'Рўйхатдан ўтиш',
  or: 'ёки',
  withGoogle: 'Google орқали кириш',
  email: 'Email',
  password: 'Парол',
  confirmPassword: 'Паролни тасдиқланг',
  firstName: 'Исм',
  lastName: 'Фамилия',
  login: 'Кириш',
  loggingIn: 'Кирилмоқда...',
  register: 'Рўйхатдан ўтиш',
  registering: 'Рўйхатдан ўтилмоқда...',
  loginError: 'Логин маълумотлари нотўғри',
  registerError: 'Рўйхатдан ўтишда хатолик юз берди',
} satisfies Translation<typeof authUz>;

export const verifyEmail = {
  title: 'Email’ни тасдиқлаш',
  intro: 'Qabul ҳисобингиздаги email манзил сизники эканини тасдиқлаш учун тугмани босинг.',
  confirm: 'Тасдиқлаш',
  confirming: 'Тасдиқланмоқда...',
  done: 'Email манзилингиз тасдиқланди',
  failed: 'Email’ни тасдиқлаб бўлмади',
  noToken: 'Ҳаволада тасдиқлаш калити йўқ. Хатдаги ҳаволани тўлиқ очинг.',
  toHome: 'Бош саҳифага',
  toSignIn: 'Ҳисобга кириш',
  bannerTitle: 'Email манзилингиз тасдиқланмаган',
  bannerText: '{email} манзилига тасдиқлаш ҳаволасини юбордик. Хатдаги ҳаволани очинг (24 соат амал қилади).',
  resend: 'Ҳаволани қайта юбориш',
  resending: 'Юборилмоқда...',
  resendError: 'Ҳаволани юбориб бўлмади',
} satisfies Translation<typeof verifyEmailUz>;

export const payment = {
  title: 'Тўлов',
  duration: 'Давомийлиги: {days} кун',
  features: 'Имкониятлар',
  infoTitle: 'Тўлов ҳақида',
  info: [
    'Тўлов тўлов тизими томонидан хавфсиз қайта ишланади.',
    'Обуна муваффақиятли тўловдан сўнг дарҳол фаоллашади.',
    'Тўлов тасдиқланмагунча ҳисобингиз Freemium режасида қолади.',
  ],
  pay: 'Тўлаш',
  opening: 'Очилмоқда...',
  opened: 'Тўлов саҳифаси янги ойнада очилди',
  openError: 'Тўлов саҳифасини очишда хатолик юз берди',
  noPaymentUrl: 'Тўлов саҳифаси топилмади',
  payWithClick: 'Click орқали тўлаш',
  backToPlans: 'Режаларга қайтиш',
} satisfies Translation<typeof paymentUz>;

export const checkout = {
  sandboxTitle: 'Синов тўлови',
  sandboxNote: 'Бу синов тўлов саҳифаси: ҳақиқий пул ечилмайди. Payme уланган муҳитда унинг ўрнига Payme саҳифаси очилади.',
  merchant: 'Qabul қилувчи',
  order: 'Буюртма',
  amount: 'Сумма',
  cardNumber: 'Карта рақами',
  cardExpiry: 'Амал қилиш муддати',
  pay: 'Тўлаш',
  paying: 'Тўланмоқда...',
  cancel: 'Бекор қилиш',
  notFound: 'Тўлов буюртмаси топилмади',
  failed: 'Тўловни амалга ошириб бўлмади',
  returnTitle: 'Тўлов ҳолати',
  states: {
    paid: 'Тўлов қабул қилинди',
    waiting: 'Тўлов кутилмоқда',
    cancelled: 'Тўлов бекор қилинди',
    refunded: 'Тўлов қайтарилди',
  },
  stateTexts: {
    paid: 'Раҳмат! Тўлов тасдиқланди.',
    waiting: 'Тўлов тизимидан тасдиқ кутилмоқда. Саҳифа ўзи янгиланади.',
    cancelled: 'Тўлов амалга ошмади. Қайтадан уриниб кўришингиз мумкин.',
    refunded: 'Тўлов маблағи қайтарилди.',
  },
  toSubscription: 'Обунага ўтиш',
  toBooking: 'Учрашувни кўриш',
  home: 'Бош саҳифа',
} satisfies Translation<typeof checkoutUz>;
