import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { reviewQuestionText } from './review-question.messages.uz.ts';

export const reviewQuestionTextRu = {
  title: 'Как прошёл ваш визит?',
  telegram: 'Как прошёл ваш визит {date} ({service}, {provider})? Оцените его звёздами.',
  subject: 'Оцените ваш визит — {provider}',
  mail: 'Как прошёл ваш визит {date} ({service}, {provider})? Уделите минуту и оставьте оценку:',
  link: 'Оставить оценку',
  greeting: 'Здравствуйте, {name}!',
  footer: 'Это письмо отправлено через Qabul.',
  noService: 'услуга',
  visitOverTitle: 'Клиент пришёл?',
  visitOver: '{date} {time} — {client} ({phone}), {service}. Если клиент не пришёл, нажмите «Не пришёл».',
} satisfies Translation<typeof reviewQuestionText>;
