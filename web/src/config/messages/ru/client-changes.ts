import type { TranslationOf } from '../../../lib/i18n/localized.ts';
import type { changeRule as changeRuleUz, prepaidFee as prepaidFeeUz, rescheduleTimes as rescheduleTimesUz } from '../client-changes.ts';

export const prepaidFee = {
  paid: 'оплачено {amount}',
  cancelWarning:
    'Вы внесли предоплату {amount}. При отмене она не возвращается автоматически: по поводу возврата свяжитесь со специалистом ({contact}).',
  afterCancel: 'Предоплата ({amount}) не возвращается автоматически. По поводу возврата свяжитесь со специалистом: {contact}.',
} satisfies TranslationOf<typeof prepaidFeeUz>;

export const changeRule = {
  open: 'Отменить или перенести запись можно {hours, plural, =0 {до её начала} one {не позднее чем за # час} few {не позднее чем за # часа} many {не позднее чем за # часов} other {не позднее чем за # часа}}: до {until}.',
  tooLate:
    'Эту запись уже нельзя ни перенести, ни отменить: это можно было сделать не позднее чем за {hours, plural, one {# час} few {# часа} many {# часов} other {# часа}} до начала. Свяжитесь со специалистом.',
  notAllowed: 'Для этой услуги отмена и перенос записи недоступны. Свяжитесь со специалистом.',
  cancelled: 'Эта запись уже отменена.',
} satisfies TranslationOf<typeof changeRuleUz>;

export const rescheduleTimes = {
  zoneNote: 'Время указано по вашему часовому поясу ({zone}).',
} satisfies TranslationOf<typeof rescheduleTimesUz>;
