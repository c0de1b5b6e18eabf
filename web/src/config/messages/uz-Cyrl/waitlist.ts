import type { TranslationOf } from '../../../lib/i18n/localized.ts';
import type { waitlistForm as waitlistFormUz } from '../waitlist.ts';

export const waitlistForm = {
  title: 'Навбатга ёзилиш',
  text: 'Навбатга ёзилинг: шу куни вақт бўшаса, Telegram ёки email орқали биринчилардан бўлиб хабар оласиз.',
  name: 'Исмингиз',
  phone: 'Телефон рақамингиз',
  telegram: 'Telegram username',
  telegramHint: 'Хабарни Telegramда олиш учун ботимизни ҳам ишга туширинг.',
  email: 'Email',
  submit: 'Навбатга ёзилиш',
  done: 'Навбатга ёзилдингиз. Вақт бўшаса, хабар берамиз — биринчи ёзилган вақтни олади.',
  leave: 'Навбатдан чиқиш',
  left: 'Навбатдан чиқдингиз.',
  error: 'Навбатга ёзилиб бўлмади. Қайтадан уриниб кўринг.',
} satisfies TranslationOf<typeof waitlistFormUz>;
