import type { TranslationOf } from '../../../lib/i18n/localized.ts';
import type { changeRule as changeRuleUz, prepaidFee as prepaidFeeUz, rescheduleTimes as rescheduleTimesUz } from '../client-changes.ts';

export const changeRule = {
  open: 'Бекор қилиш ёки кўчириш {hours, plural, =0 {учрашув бошлангунча} other {учрашувдан камида # соат олдин}} мумкин: {until} гача.',
  tooLate:
    'Бу учрашувни энди ўзгартириб ҳам, бекор қилиб ҳам бўлмайди: бу учрашувдан камида {hours} соат олдин мумкин эди. Мутахассис билан боғланинг.',
  notAllowed: 'Бу хизмат учун учрашувни бекор қилиш ёки кўчириш имкони йўқ. Мутахассис билан боғланинг.',
  cancelled: 'Бу учрашув аллақачон бекор қилинган.',
} satisfies TranslationOf<typeof changeRuleUz>;

export const prepaidFee = {
  paid: '{amount} тўланган',
  cancelWarning:
    'Сиз {amount} олдиндан тўлагансиз. Бекор қилинганда бу тўлов автоматик қайтарилмайди: қайтариш бўйича мутахассис билан боғланинг ({contact}).',
  afterCancel: 'Олдиндан тўлов ({amount}) автоматик қайтарилмайди. Қайтариш бўйича мутахассис билан боғланинг: {contact}.',
} satisfies TranslationOf<typeof prepaidFeeUz>;

export const rescheduleTimes = {
  zoneNote: 'Вақтлар сизнинг вақтингизда ({zone}) кўрсатилган.',
} satisfies TranslationOf<typeof rescheduleTimesUz>;
