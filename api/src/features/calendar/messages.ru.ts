import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { calendarText } from './messages.uz.ts';

/** The calendar feature's texts in Russian. */
export const calendarTextRu = {
  days: 'Число дней — от 1 до 7',
  includeCancelled: 'Показ отменённых записей — 0 или 1',
  start: 'Неверное время начала: ЧЧ:ММ с шагом 5 минут (например, 13:00)',
  end: 'Неверное время окончания: ЧЧ:ММ с шагом 5 минут, не позже 24:00',
  range: 'Время окончания должно быть позже времени начала',
  note: 'Комментарий — не более 200 символов',
  past: 'Нельзя занять время, которое уже прошло',
  tooFar: 'Занять время можно не более чем на 365 дней вперёд',
  noSuchTime: 'Такого времени в этот день нет (в этот день переводят часы)',
  taken: 'В это время у мастера уже есть запись или занятое время: сначала перенесите или отмените её',
  notFound: 'Занятое время не найдено',
} satisfies Translation<typeof calendarText>;
