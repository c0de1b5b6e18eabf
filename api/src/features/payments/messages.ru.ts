import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { paidTwiceText, paymentText, planEndingText } from './messages.uz.ts';

/** The payment API's texts in Russian. */
export const paymentTextRu = {
  unavailable: 'Онлайн-оплата сейчас недоступна. Попробуйте немного позже или обратитесь к администратору.',
  freePlan: 'Бесплатный тариф выбирается без оплаты',
  noReserveFee: 'Для этой услуги предоплата не нужна: запишитесь как обычно',
  reserveFeeNotInPlan: 'Онлайн-предоплата для этой услуги сейчас недоступна: запишитесь как обычно',
  orderNotFound: 'Заказ на оплату не найден',
  sandboxOnly: 'Тестовая страница оплаты работает только в тестовой среде',
  orderNotPayable: 'Этот заказ нельзя оплатить: он уже оплачен или отменён',
  orderAlreadyPaid: 'Этот заказ уже оплачен: освободить время нельзя',
  paymentUnderWay: 'Оплата выполняется: время занято, пока она не завершится',
  platformAdminOnly: 'Эта страница только для администраторов платформы',
  checkAmount: 'Сумма — целое число от 1 000 до 100 000 000 сум',
  realAmountStep: 'Сумма реального платежа должна быть кратна 1 000 сум',
} satisfies Translation<typeof paymentText>;

/** The provider's warning before their plan ends, in Russian. */
export const planEndingTextRu = {
  subject: 'Qabul: подписка {plan} заканчивается {date}',
  soon: 'Ваша подписка {plan} заканчивается через 3 дня, {date}. После этого аккаунт вернётся к ограничениям Freemium; ваши данные сохранятся.',
  today:
    'Ваша подписка {plan} заканчивается сегодня, {date}. Если не продлить её, аккаунт вернётся к ограничениям Freemium; ваши данные сохранятся.',
  renew: 'Продлить подписку',
} satisfies Translation<typeof planEndingText>;

/** The provider's alert of a reserve fee paid twice, in Russian. */
export const paidTwiceTextRu = {
  subject: 'Qabul: клиент оплатил предоплату дважды',
  body:
    '{client} оплатил(а) предоплату за запись «{service}» {date} в {time} дважды: запись уже была оплачена, ' +
    'а затем через Telegram пришло ещё {amount} сум. Верните лишний платёж клиенту через кабинет платёжной системы (платёж Telegram: {charge}).',
} satisfies Translation<typeof paidTwiceText>;
