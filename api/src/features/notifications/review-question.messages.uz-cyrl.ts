import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { reviewQuestionText } from './review-question.messages.uz.ts';

export const reviewQuestionTextCyrl = {
  title: 'Ташрифингиз қандай ўтди?',
  telegram: '{provider} билан {date} кунги учрашувингиз ({service}) қандай ўтди? Юлдузчалар билан баҳоланг.',
  subject: 'Ташрифингизни баҳоланг — {provider}',
  mail: '{provider} билан {date} кунги учрашувингиз ({service}) қандай ўтди? Бир дақиқа ажратиб, баҳо қолдиринг:',
  link: 'Баҳо қолдириш',
  greeting: 'Ассалому алайкум, {name}!',
  footer: 'Бу хат Qabul орқали юборилди.',
  noService: 'хизмат',
  visitOverTitle: 'Мижоз келдими?',
  visitOver: '{date} {time} — {client} ({phone}), {service}. Мижоз келмаган бўлса, «Келмади» тугмасини босинг.',
} satisfies Translation<typeof reviewQuestionText>;
