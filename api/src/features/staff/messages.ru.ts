import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { staffText } from './messages.uz.ts';

/** The staff feature's texts in Russian. */
export const staffTextRu = {
  inviteMail: {
    subject: '{business} приглашает вас в свою команду в Qabul',
    greeting: 'Здравствуйте, {name}!',
    body: '{business} хочет добавить вас в команду мастером. Приняв приглашение, вы увидите свои записи, календарь и рабочее время.',
    next: 'Чтобы принять его, зарегистрируйтесь или войдите в аккаунт.',
    validity: 'Ссылка действует 7 дней. Если срок истёк, попросите владельца бизнеса прислать новое приглашение.',
    button: 'Принять приглашение',
  },
} satisfies Translation<typeof staffText>;
