import type { TranslationOf } from '../../../lib/i18n/localized.ts';
import type { common as commonUz, guard as guardUz, money as moneyUz, nav as navUz, requestErrors as requestErrorsUz } from '../common.ts';

export const common = {
  appName: 'Qabul',
  language: 'Язык',
  loading: 'Загрузка...',
  back: 'Назад',
  continue: 'Продолжить',
  cancel: 'Отмена',
  close: 'Закрыть',
  save: 'Сохранить',
  saving: 'Сохраняем...',
  delete: 'Удалить',
  deleting: 'Удаляем...',
  edit: 'Изменить',
  errorTitle: 'Ошибка',
  successTitle: 'Готово!',
  optional: '(необязательно)',
  minutes: '{n} мин',
  copy: 'Копировать',
  copied: 'Скопировано!',
  home: 'Главная',
  free: 'Бесплатно',
} satisfies TranslationOf<typeof commonUz>;

/** The two English texts are part of the API contract and stay as they are in every language. */
export const requestErrors = {
  authHtml: 'Authentication required - received HTML response',
  unauthorized: 'Unauthorized',
  system: 'Системная ошибка',
} satisfies TranslationOf<typeof requestErrorsUz>;

export const money = {
  currency: 'сум',
  perMonth: 'сум / мес.',
  free: 'Бесплатно',
  days: '{n, plural, one {# день} few {# дня} many {# дней} other {# дня}}',
  noEnd: 'Бессрочно',
} satisfies TranslationOf<typeof moneyUz>;

export const nav = {
  mainNav: 'Главное меню',
  skipToContent: 'Перейти к содержимому',
  business: 'Бизнес',
  services: 'Услуги',
  team: 'Команда',
  myHours: 'Мои часы работы',
  timeOff: 'Выходные',
  bookings: 'Записи',
  clients: 'Клиенты',
  reviews: 'Отзывы',
  calendar: 'Календарь',
  subscription: 'Подписка',
  profile: 'Профиль',
  login: 'Войти',
  logout: 'Выйти',
  platformAdmin: 'Управление',
  admin: 'Админ',
  greeting: 'Здравствуйте, {name}',
  openMenu: 'Открыть меню',
  closeMenu: 'Закрыть меню',
  homeLinkRest: '— главная страница',
} satisfies TranslationOf<typeof navUz>;

export const guard = {
  checking: 'Проверяем...',
} satisfies TranslationOf<typeof guardUz>;
