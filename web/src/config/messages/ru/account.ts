/** Sign-in, e-mail confirmation, a plan's payment and the checkout pages in Russian. */
import type { Translation } from '@qabul/api/i18n';
import type { authUz, checkoutUz, paymentUz, verifyEmailUz } from '../account.ts';

export const auth = {
  title: 'Добро пожаловать в Qabul',
  subtitle: 'Войдите в аккаунт или создайте новый',
  tabLogin: 'Вход',
  tabRegister: 'Регистрация',
  or: 'или',
  withGoogle: 'Войти через Google',
  email: 'Email',
  password: 'Пароль',
  confirmPassword: 'Повторите пароль',
  firstName: 'Имя',
  lastName: 'Фамилия',
  login: 'Войти',
  loggingIn: 'Входим...',
  register: 'Зарегистрироваться',
  registering: 'Регистрируем...',
  loginError: 'Неверные данные для входа',
  registerError: 'Не удалось зарегистрироваться',
} satisfies Translation<typeof authUz>;

export const verifyEmail = {
  title: 'Подтверждение email',
  intro: 'Нажмите кнопку, чтобы подтвердить, что адрес email в аккаунте Qabul принадлежит вам.',
  confirm: 'Подтвердить',
  confirming: 'Подтверждаем...',
  done: 'Адрес email подтверждён',
  failed: 'Не удалось подтвердить email',
  noToken: 'В ссылке нет ключа подтверждения. Откройте ссылку из письма полностью.',
  toHome: 'На главную',
  toSignIn: 'Войти в аккаунт',
  bannerTitle: 'Адрес email не подтверждён',
  bannerText: 'Мы отправили ссылку для подтверждения на {email}. Откройте ссылку из письма (она действует 24 часа).',
  resend: 'Отправить ссылку ещё раз',
  resending: 'Отправляем...',
  resendError: 'Не удалось отправить ссылку',
} satisfies Translation<typeof verifyEmailUz>;

export const payment = {
  title: 'Оплата',
  duration: 'Срок: {days, plural, one {# день} few {# дня} many {# дней} other {# дня}}',
  features: 'Возможности',
  infoTitle: 'Об оплате',
  info: [
    'Платёж безопасно обрабатывает платёжная система.',
    'Подписка включается сразу после успешной оплаты.',
    'Пока оплата не подтверждена, аккаунт остаётся на тарифе Freemium.',
  ],
  pay: 'Оплатить',
  opening: 'Открываем...',
  opened: 'Страница оплаты открыта в новом окне',
  openError: 'Не удалось открыть страницу оплаты',
  noPaymentUrl: 'Страница оплаты не найдена',
  payWithClick: 'Оплатить через Click',
  backToPlans: 'Вернуться к тарифам',
} satisfies Translation<typeof paymentUz>;

export const checkout = {
  sandboxTitle: 'Тестовая оплата',
  sandboxNote:
    'Это тестовая страница оплаты: настоящие деньги не списываются. Там, где подключён Payme, вместо неё откроется страница Payme.',
  merchant: 'Получатель',
  order: 'Заказ',
  amount: 'Сумма',
  cardNumber: 'Номер карты',
  cardExpiry: 'Срок действия',
  pay: 'Оплатить',
  paying: 'Оплачиваем...',
  cancel: 'Отмена',
  notFound: 'Заказ на оплату не найден',
  failed: 'Не удалось провести оплату',
  returnTitle: 'Статус оплаты',
  states: {
    paid: 'Оплата получена',
    waiting: 'Ожидаем оплату',
    cancelled: 'Оплата отменена',
    refunded: 'Оплата возвращена',
  },
  stateTexts: {
    paid: 'Спасибо! Оплата подтверждена.',
    waiting: 'Ждём подтверждения от платёжной системы. Страница обновится сама.',
    cancelled: 'Оплата не прошла. Можно попробовать ещё раз.',
    refunded: 'Деньги возвращены.',
  },
  toSubscription: 'Перейти к подписке',
  toBooking: 'Посмотреть запись',
  home: 'Главная',
} satisfies Translation<typeof checkoutUz>;
