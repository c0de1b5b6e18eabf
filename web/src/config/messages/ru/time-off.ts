/** The "Dam olish kunlari" page in Russian. */
import type { Translation } from '@qabul/api/i18n';
import type { timeOffPageUz } from '../time-off.ts';

export const timeOffPage = {
  title: 'Выходные дни',
  subtitle: 'Праздники, отпуск и отдельные дни: в эти дни клиенты не смогут записаться',
  calendar: 'Календарь',
  previousMonth: 'Предыдущий месяц',
  nextMonth: 'Следующий месяц',
  dayOff: 'выходной',
  ownHours: 'особые часы работы',
  weekdays: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'],
  add: {
    title: 'Добавить выходные',
    from: 'Начало',
    to: 'Конец (включительно)',
    who: 'Для кого',
    wholeBusiness: 'Для всего бизнеса',
    note: 'Комментарий',
    submit: 'Добавить',
    done: 'Выходные добавлены',
  },
  holidays: {
    title: 'Праздники',
    hint: 'Добавляются выходным одним нажатием',
  },
  list: {
    title: 'Назначенные выходные',
    empty: 'Выходных пока нет',
    remove: 'Удалить',
    confirmTitle: 'Удалить выходной?',
    confirmText: '{range} снова станет рабочим, и клиенты смогут записываться.',
    removed: 'Выходной удалён',
  },
  overrides: {
    title: 'Особые часы работы',
    hint: 'Другое время на одну дату вместо недельного графика. Чтобы закрыть день, поставьте отметку.',
    date: 'Дата',
    from: 'Начало',
    to: 'Конец',
    closed: 'В этот день закрыто',
    submit: 'Сохранить',
    saved: 'Часы работы сохранены',
    empty: 'Особые часы работы не заданы',
    closedDay: 'закрыто',
    remove: 'Удалить',
    confirmTitle: 'Удалить особые часы работы?',
    confirmText: 'На {date} снова будет действовать недельный график.',
  },
  affected: {
    title: 'Записи на эти дни',
    text: '{count, plural, one {# запись} few {# записи} many {# записей} other {# записи}} приходится на выходные. Перенесите или отмените их.',
    moveTo: 'Новая дата (время не меняется)',
    move: 'Перенести выбранные',
    cancel: 'Отменить выбранные',
    confirmCancelTitle: 'Отменить записи?',
    confirmCancelText:
      'Будет отменено: {count, plural, one {# запись} few {# записи} many {# записей} other {# записи}}. Клиенты получат уведомление.',
    confirmCancel: 'Отменить записи',
    confirmMoveTitle: 'Перенести записи?',
    confirmMoveText:
      'Будет перенесено на {date}: {count, plural, one {# запись} few {# записи} many {# записей} other {# записи}}. Клиенты получат уведомление.',
    confirmMove: 'Перенести',
    done: 'Обновлено: {count, plural, one {# запись} few {# записи} many {# записей} other {# записи}}',
    failed:
      'Не удалось перенести: {count, plural, one {# запись} few {# записи} many {# записей} other {# записи}} (время занято или недоступно)',
  },
  error: 'Не удалось загрузить данные.',
} satisfies Translation<typeof timeOffPageUz>;
