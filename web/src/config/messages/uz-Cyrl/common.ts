import type { TranslationOf } from '../../../lib/i18n/localized.ts';
import type { common as commonUz, guard as guardUz, money as moneyUz, nav as navUz, requestErrors as requestErrorsUz } from '../common.ts';

export const common = {
  appName: 'Qabul',
  language: 'Тил',
  loading: 'Юкланмоқда...',
  back: 'Орқага',
  continue: 'Давом этиш',
  cancel: 'Бекор қилиш',
  close: 'Ёпиш',
  save: 'Сақлаш',
  saving: 'Сақланмоқда...',
  delete: 'Ўчириш',
  deleting: 'Ўчирилмоқда...',
  edit: 'Таҳрирлаш',
  errorTitle: 'Хатолик',
  successTitle: 'Муваффақият!',
  optional: '(ихтиёрий)',
  minutes: '{n} дақиқа',
  copy: 'Нусхалаш',
  copied: 'Нусхаланди!',
  home: 'Асосий саҳифа',
  free: 'Бепул',
} satisfies TranslationOf<typeof commonUz>;

export const guard = {
  checking: 'Текширилмоқда...',
} satisfies TranslationOf<typeof guardUz>;

export const money = {
  currency: 'сўм',
  perMonth: 'сўм / ой',
  free: 'Бепул',
  days: '{n} кунлик',
  noEnd: 'Муддатсиз',
} satisfies TranslationOf<typeof moneyUz>;

export const nav = {
  mainNav: 'Асосий меню',
  skipToContent: 'Асосий мазмунга ўтиш',
  business: 'Бизнес',
  services: 'Хизматлар',
  team: 'Жамоа',
  myHours: 'Иш вақтим',
  timeOff: 'Дам олиш',
  bookings: 'Учрашувлар',
  clients: 'Мижозлар',
  reviews: 'Шарҳлар',
  calendar: 'Календар',
  subscription: 'Обуна',
  profile: 'Профил',
  login: 'Кириш',
  logout: 'Чиқиш',
  platformAdmin: 'Бошқарув',
  admin: 'Админ',
  greeting: 'Салом, {name}',
  openMenu: 'Менюни очиш',
  closeMenu: 'Менюни ёпиш',
  homeLinkRest: 'бош саҳифаси',
} satisfies TranslationOf<typeof navUz>;

export const requestErrors = {
  authHtml: 'Authentication required - received HTML response',
  unauthorized: 'Unauthorized',
  system: 'Тизим хатолиги',
} satisfies TranslationOf<typeof requestErrorsUz>;
