import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { waitlistText } from './messages.uz.ts';

export const waitlistTextCyrl = {
  alreadyWaiting: 'Сиз бу кун учун навбатда аллақачон турибсиз',
  full: 'Бу кун учун навбат тўлган ({limit} киши). Илтимос, бошқа кунни танланг',
  pastDay: 'Ўтган кун учун навбатга ёзилиб бўлмайди',
  notFound: 'Навбатдаги жой топилмади',
  offer: {
    subject: '{service}: {date} куни бўш вақт чиқди',
    text: 'Ассалому алайкум, {name}! {provider}да «{service}» учун {date} куни бўш вақт чиқди. Биринчи ёзилган олади: вақтни танлаш учун ҳаволани очинг.',
    button: 'Вақтни танлаш',
  },
} satisfies Translation<typeof waitlistText>;
