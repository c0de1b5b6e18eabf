import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { telegramText } from './messages.uz.ts';

export const telegramTextCyrl = {
  signInRequired: 'Telegram орқали кириш талаб қилинади',
  invalid: 'Telegram маълумотлари тасдиқланмади',
  expired: 'Telegram маълумотлари эскирган. Мини иловани қайта очинг',
  botNotConfigured: 'Telegram бот созланмаган',
  linkMismatch: 'Тасдиқлаш рақами мос келмади',
  linkedElsewhere: 'Бу учрашув бошқа Telegram чатига боғланган',
  notYourBooking: 'Бу учрашувни ўзгартиришга рухсатингиз йўқ',
  orderNotFound: 'Тўлов буюртмаси топилмади',
  invoicesOff: 'Telegram ичида тўлов созланмаган: тўлов саҳифасини очинг',
  invoiceAmountOutside: 'Бу суммани Telegram ичида тўлаб бўлмайди: тўлов саҳифасини очинг',
  notPayable: 'Бу буюртмани энди тўлаб бўлмайди: у тўланган, бекор қилинган ёки брон вақти тугаган',
  providerNotFound: 'Мутахассис топилмади',
  telegramFailed: 'Telegram ҳозир жавоб бермади. Бироздан сўнг қайта уриниб кўринг',
  preCheckout: {
    unknown: 'Тўлов буюртмаси топилмади. Mini Appни қайта очинг.',
    not_payable: 'Бу буюртмани энди тўлаб бўлмайди: брон вақти тугаган, у бекор қилинган ёки аллақачон тўланган. Mini Appда қайта ёзилинг.',
    amount_mismatch: 'Тўлов суммаси буюртмага мос келмади. Mini Appни қайта очинг ва қайтадан уриниб кўринг.',
  },
  paidTooLate:
    'Тўлов қабул қилинди, лекин бу брон энди мавжуд эмас (вақти тугаган ёки бекор қилинган), шунинг учун ёзилиш амалга ошмади. Пулни қайтариш учун /paysupport буйруғини юборинг.',
  invoiceTitle: 'Олдиндан тўлов: {service}',
  invoiceDescription: '{provider}: {service}, {date} соат {time}. Ёзилиш олдиндан тўловдан сўнг тасдиқланади.',
  invoicePriceLabel: 'Олдиндан тўлов',
} satisfies Translation<typeof telegramText>;
