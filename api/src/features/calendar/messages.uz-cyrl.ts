import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { calendarText } from './messages.uz.ts';

/** The calendar feature's texts in Uzbek (Cyrillic). */
export const calendarTextCyrl = {
  days: 'Кунлар сони 1 дан 7 гача бўлиши керак',
  includeCancelled: 'Бекор қилинганларни кўрсатиш 0 ёки 1 бўлиши керак',
  start: 'Бошланиш вақти нотўғри: HH:mm, 5 дақиқалик қадам билан (масалан 13:00)',
  end: 'Тугаш вақти нотўғри: HH:mm, 5 дақиқалик қадам билан, кўпи билан 24:00',
  range: 'Тугаш вақти бошланиш вақтидан кейин бўлиши керак',
  note: 'Изоҳ кўпи билан 200 белги бўлиши керак',
  past: 'Ўтиб кетган вақтни банд қилиб бўлмайди',
  tooFar: 'Вақтни кўпи билан 365 кун олдинга банд қилиш мумкин',
  noSuchTime: 'Бу вақт шу куни йўқ (соат ўзгарган кун)',
  taken: 'Бу вақтда устанинг учрашуви ёки банд вақти бор: аввал уни кўчиринг ёки бекор қилинг',
  notFound: 'Банд вақт топилмади',
} satisfies Translation<typeof calendarText>;
