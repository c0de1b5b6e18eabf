import type { Catalogues } from '../../contracts/i18n/catalogue.ts';
import { staffTextRu } from './messages.ru.ts';
import { staffText } from './messages.uz.ts';
import { staffTextCyrl } from './messages.uz-cyrl.ts';

/** The staff feature's texts in the three languages. */
export const staffMessages: Catalogues<typeof staffText> = { uz: staffText, 'uz-Cyrl': staffTextCyrl, ru: staffTextRu };
