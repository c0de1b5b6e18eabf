import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { staffText } from './messages.uz.ts';

export const staffTextRu = {
  inviteMail: {
    subject: '{business} приглашает вас в свою команду в Qabul',
    greeting: 'Здравствуйте, {name}!',
    body: '{business} хочет добавить вас в команду как мастера. Приняв приглашение, вы увидите свои записи, календарь и рабочее время.',
    next: 'Чтобы принять его, зарегистрируйтесь или войдите в аккаунт.',
    button: 'Принять приглашение',
  },
} satisfies Translation<typeof staffText>;
