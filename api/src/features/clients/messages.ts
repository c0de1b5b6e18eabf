import type { Catalogues } from '../../contracts/i18n/catalogue.ts';
import { clientTextRu } from './messages.ru.ts';
import { clientText } from './messages.uz.ts';
import { clientTextCyrl } from './messages.uz-cyrl.ts';

/** The clients feature's texts in the three languages. */
export const clientMessages: Catalogues<typeof clientText> = { uz: clientText, 'uz-Cyrl': clientTextCyrl, ru: clientTextRu };
