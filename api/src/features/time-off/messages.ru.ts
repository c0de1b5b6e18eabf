import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { timeOffText } from './messages.uz.ts';

/** The days-off feature's texts in Russian. */
export const timeOffTextRu = {
  range: 'Дата окончания не может быть раньше даты начала',
  tooLong: 'Выходные — не больше 366 дней подряд',
  note: 'Комментарий — не длиннее 200 символов',
  year: 'Год — от 2000 до 2100',
  times: 'Время указывается получасовыми интервалами (например, 09:00, 09:30)',
  notFound: 'Выходной не найден',
  overrideNotFound: 'Для этой даты нет особого графика',
  holidays: {
    newYear: 'Новый год',
    womensDay: 'Международный женский день',
    navruz: 'Навруз',
    remembrance: 'День памяти и почестей',
    independence: 'День независимости',
    teachers: 'День учителей и наставников',
    constitution: 'День Конституции',
    newYearEve: 'Канун Нового года',
    ramazon: 'Рамазан хайит',
    qurbon: 'Курбан хайит',
  },
} satisfies Translation<typeof timeOffText>;
