import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { planEndingText } from './messages.uz.ts';

export const planEndingTextCyrl = {
  subject: 'Qabul: {plan} обунангиз {date} куни тугайди',
  soon: '{plan} обунангиз 3 кундан кейин, {date} куни тугайди. Шундан сўнг ҳисобингиз Freemium чекловларига қайтади; маълумотларингиз сақланиб қолади.',
  today:
    '{plan} обунангиз бугун, {date} куни тугайди. Узайтирмасангиз, ҳисобингиз Freemium чекловларига қайтади; маълумотларингиз сақланиб қолади.',
  renew: 'Обунани узайтириш',
} satisfies Translation<typeof planEndingText>;
