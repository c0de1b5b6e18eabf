import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { timeOffText } from './messages.uz.ts';

/** The days-off feature's texts in Uzbek (Cyrillic). */
export const timeOffTextCyrl = {
  range: 'Тугаш санаси бошланиш санасидан олдин бўлмаслиги керак',
  tooLong: 'Дам олиш оралиғи кўпи билан 366 кун бўлиши мумкин',
  note: 'Изоҳ кўпи билан 200 белги бўлиши керак',
  year: 'Йил 2000 дан 2100 гача бўлиши керак',
  times: 'Вақтлар ярим соатлик бўлаклар бўлиши керак (масалан 09:00, 09:30)',
  notFound: 'Дам олиш куни топилмади',
  overrideNotFound: 'Бу сана учун алоҳида иш вақти йўқ',
  holidays: {
    newYear: 'Янги йил',
    womensDay: 'Халқаро хотин-қизлар куни',
    navruz: 'Наврўз байрами',
    remembrance: 'Хотира ва қадрлаш куни',
    independence: 'Мустақиллик куни',
    teachers: 'Ўқитувчи ва мураббийлар куни',
    constitution: 'Конституция куни',
    newYearEve: 'Янги йил арафаси',
    ramazon: 'Рамазон ҳайити',
    qurbon: 'Қурбон ҳайити',
  },
} satisfies Translation<typeof timeOffText>;
