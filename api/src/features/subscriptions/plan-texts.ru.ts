import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { planTexts } from './plan-texts.uz.ts';

export const planTextsRu = {
  name: {
    freemium: 'Freemium',
    asosiy: 'Базовый',
    business: 'Business',
    premium: 'Premium',
  },
  description: {
    freemium: 'Бесплатный тариф, чтобы начать',
    asosiy: 'Для растущих специалистов',
    business: 'Для команды и активного бизнеса, с бесплатным пробным периодом на 30 дней',
    premium: 'Онлайн-встречи и все возможности',
  },
  feature: {
    services3: '3 услуги',
    services10: '10 услуг',
    bookings50: '50 записей в месяц',
    bookings500: '500 записей в месяц',
    publicPage: 'Публичная страница записи',
    reminders: 'Напоминания в Telegram и по email',
    reserveFee: 'Приём предоплаты (депозита)',
    unlimitedServices: 'Неограниченное число услуг',
    unlimitedBookings: 'Неограниченное число записей',
    reports: 'Отчёты',
    trial30: '30 дней бесплатного пробного периода',
    meet: 'Ссылки Google Meet',
  },
} satisfies Translation<typeof planTexts>;
