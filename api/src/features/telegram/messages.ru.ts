import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { telegramText } from './messages.uz.ts';

export const telegramTextRu = {
  signInRequired: 'Требуется вход через Telegram',
  invalid: 'Данные Telegram не подтверждены',
  expired: 'Данные Telegram устарели. Откройте мини-приложение заново',
  botNotConfigured: 'Бот Telegram не настроен',
  notYourBooking: 'У вас нет прав изменять эту запись',
  orderNotFound: 'Заказ на оплату не найден',
  invoicesOff: 'Оплата внутри Telegram не настроена: откройте страницу оплаты',
  invoiceAmountOutside: 'Эту сумму нельзя оплатить внутри Telegram: откройте страницу оплаты',
  notPayable: 'Этот заказ больше нельзя оплатить: он оплачен, отменён или время брони истекло',
  providerNotFound: 'Специалист не найден',
  telegramFailed: 'Telegram сейчас не отвечает. Попробуйте ещё раз чуть позже',
  preCheckout: {
    unknown: 'Заказ на оплату не найден. Откройте Mini App заново.',
    not_payable: 'Этот заказ больше нельзя оплатить: время брони истекло, он отменён или уже оплачен. Запишитесь заново в Mini App.',
    amount_mismatch: 'Сумма оплаты не совпадает с заказом. Откройте Mini App заново и попробуйте ещё раз.',
    paying_elsewhere:
      'Эта бронь сейчас оплачивается другим способом (Payme или Click), поэтому этот платёж не принят, чтобы вы не заплатили дважды. ' +
      'Если тот платёж не завершится, попробуйте снова через несколько минут.',
  },
  paidTooLate:
    'Оплата получена, но этой брони уже нет (время истекло или она отменена), поэтому запись не состоялась. ' +
    'Чтобы вернуть деньги, отправьте команду /paysupport.',
  paidTwice:
    'Оплата получена, но предоплата за эту бронь уже была внесена другим способом: вы заплатили дважды. ' +
    'Ваша запись в силе. Лишний платёж должен быть вам возвращён: мы сообщили об этом бизнесу. Если есть вопросы, отправьте команду /paysupport.',
  invoiceTitle: 'Предоплата: {service}',
  invoiceDescription: '{provider}: {service}, {date} в {time}. Запись подтверждается после предоплаты.',
  invoicePriceLabel: 'Предоплата',
} satisfies Translation<typeof telegramText>;
