import type { Translation } from '../../contracts/i18n/catalogue.ts';
import type { clientText } from './messages.uz.ts';

/** The clients feature's texts in Uzbek (Cyrillic). */
export const clientTextCyrl = {
  notFound: 'Мижоз топилмади',
  noteTooLong: 'Изоҳ жуда узун (энг кўпи 2000 белги)',
  search: 'Қидирув сўзи жуда узун',
} satisfies Translation<typeof clientText>;
