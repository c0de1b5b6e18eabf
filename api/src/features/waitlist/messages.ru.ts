import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { waitlistText } from './messages.uz.ts';

export const waitlistTextRu = {
  alreadyWaiting: 'Вы уже в листе ожидания на этот день',
  full: 'Лист ожидания на этот день заполнен ({limit} чел.). Пожалуйста, выберите другой день',
  pastDay: 'На прошедший день в лист ожидания встать нельзя',
  notFound: 'Место в листе ожидания не найдено',
  offer: {
    subject: '{service}: {date} освободилось время',
    text: 'Здравствуйте, {name}! {date} освободилось время на «{service}» ({provider}). Оно достанется тому, кто запишется первым: откройте ссылку и выберите время.',
    button: 'Выбрать время',
  },
} satisfies Translation<typeof waitlistText>;
