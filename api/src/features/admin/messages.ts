import type { Catalogues } from '../../contracts/i18n/catalogue.ts';
import { adminTextRu } from './messages.ru.ts';
import { adminText } from './messages.uz.ts';
import { adminTextCyrl } from './messages.uz-cyrl.ts';

/** The operators' API texts in the three languages. */
export const adminMessages: Catalogues<typeof adminText> = { uz: adminText, 'uz-Cyrl': adminTextCyrl, ru: adminTextRu };
