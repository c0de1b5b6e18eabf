import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { planTexts } from './plan-texts.uz.ts';

export const planTextsCyrl = {
  name: {
    freemium: 'Freemium',
    asosiy: 'Асосий',
    business: 'Business',
    premium: 'Premium',
  },
  description: {
    freemium: 'Бошлаш учун бепул режа',
    asosiy: 'Ўсиб бораётган мутахассислар учун',
    business: 'Жамоа ва фаол бизнес учун, 30 кунлик бепул синов билан',
    premium: 'Онлайн учрашувлар ва тўлиқ имкониятлар',
  },
  feature: {
    services3: '3 та хизмат',
    services10: '10 та хизмат',
    bookings50: 'Ойига 50 та учрашув',
    bookings500: 'Ойига 500 та учрашув',
    publicPage: 'Оммавий брон саҳифаси',
    reminders: 'Telegram ва email эслатмалар',
    reserveFee: 'Олдиндан тўлов (депозит) қабул қилиш',
    unlimitedServices: 'Чексиз хизматлар',
    unlimitedBookings: 'Чексиз учрашувлар',
    reports: 'Ҳисоботлар',
    trial30: '30 кунлик бепул синов',
    meet: 'Google Meet ҳаволалари',
  },
} satisfies Translation<typeof planTexts>;
