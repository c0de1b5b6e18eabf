import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { paidTwiceText, paymentText, planEndingText } from './messages.uz.ts';

/** The payment API's texts in Uzbek (Cyrillic). */
export const paymentTextCyrl = {
  unavailable: 'Онлайн тўлов ҳозирча мавжуд эмас. Бироздан сўнг қайта уриниб кўринг ёки администраторга мурожаат қилинг.',
  freePlan: 'Бепул режани тўловсиз танлаш мумкин',
  noReserveFee: 'Бу хизмат олдиндан тўлов талаб қилмайди: оддий тарзда банд қилинг',
  reserveFeeNotInPlan: 'Бу хизмат учун онлайн олдиндан тўлов ҳозир мавжуд эмас: хизматни оддий тарзда банд қилинг',
  orderNotFound: 'Тўлов буюртмаси топилмади',
  sandboxOnly: 'Синов тўлов саҳифаси фақат синов муҳитида ишлайди',
  orderNotPayable: 'Бу буюртмани тўлаб бўлмайди: у аллақачон тўланган ёки бекор қилинган',
  orderAlreadyPaid: 'Бу буюртма аллақачон тўланган: вақтни бўшатиб бўлмайди',
  paymentUnderWay: 'Тўлов амалга оширилмоқда: вақт тўлов тугагунча банд туради',
  platformAdminOnly: 'Бу саҳифа фақат платформа администраторлари учун',
  checkAmount: 'Сумма 1 000 дан 100 000 000 сўмгача бутун сон бўлиши керак',
  realAmountStep: 'Ҳақиқий тўлов суммаси 1 000 сўмга каррали бўлиши керак',
} satisfies Translation<typeof paymentText>;

/** The provider's warning before their plan ends, in Uzbek (Cyrillic). */
export const planEndingTextCyrl = {
  subject: 'Qabul: {plan} обунангиз {date} куни тугайди',
  soon: '{plan} обунангиз 3 кундан кейин, {date} куни тугайди. Шундан сўнг ҳисобингиз Freemium чекловларига қайтади; маълумотларингиз сақланиб қолади.',
  today:
    '{plan} обунангиз бугун, {date} куни тугайди. Узайтирмасангиз, ҳисобингиз Freemium чекловларига қайтади; маълумотларингиз сақланиб қолади.',
  renew: 'Обунани узайтириш',
} satisfies Translation<typeof planEndingText>;

/** The provider's alert of a reserve fee paid twice, in Uzbek Cyrillic. */
export const paidTwiceTextCyrl = {
  subject: 'Qabul: мижоз олдиндан тўловни икки марта тўлади',
  body:
    '{client} {date} соат {time} даги «{service}» брони учун олдиндан тўловни икки марта тўлади: брон аллақачон тўланган эди, ' +
    'кейин яна {amount} сўм Telegram орқали келди. Ортиқча тўловни тўлов тизими кабинети орқали мижозга қайтаринг (Telegram тўлови: {charge}).',
} satisfies Translation<typeof paidTwiceText>;
