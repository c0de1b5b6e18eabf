import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { clientText } from './messages.uz.ts';

/** The clients feature's texts in Russian. */
export const clientTextRu = {
  notFound: 'Клиент не найден',
  noteTooLong: 'Слишком длинная заметка (не больше 2000 символов)',
  search: 'Слишком длинный поисковый запрос',
} satisfies Translation<typeof clientText>;
