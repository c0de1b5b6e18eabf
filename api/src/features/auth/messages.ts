import type { Catalogues } from '../../contracts/i18n/catalogue.ts';
import { identityTextRu } from './messages.ru.ts';
import { identityText } from './messages.uz.ts';
import { identityTextCyrl } from './messages.uz-cyrl.ts';

/** The identity answers and e-mails in the three languages. */
export const identityMessages: Catalogues<typeof identityText> = { uz: identityText, 'uz-Cyrl': identityTextCyrl, ru: identityTextRu };
