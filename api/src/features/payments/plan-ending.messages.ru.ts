import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { planEndingText } from './messages.uz.ts';

export const planEndingTextRu = {
  subject: 'Qabul: ваша подписка {plan} заканчивается {date}',
  soon: 'Ваша подписка {plan} закончится через 3 дня, {date}. После этого аккаунт вернётся к ограничениям Freemium; ваши данные сохранятся.',
  today:
    'Ваша подписка {plan} заканчивается сегодня, {date}. Если не продлить её, аккаунт вернётся к ограничениям Freemium; ваши данные сохранятся.',
  renew: 'Продлить подписку',
} satisfies Translation<typeof planEndingText>;
