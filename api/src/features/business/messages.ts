import type { Catalogues } from '../../contracts/i18n/catalogue.ts';
import { businessTextRu } from './messages.ru.ts';
import { businessText } from './messages.uz.ts';
import { businessTextCyrl } from './messages.uz-cyrl.ts';

/** The business profile's answers in the three languages. */
export const businessMessages: Catalogues<typeof businessText> = { uz: businessText, 'uz-Cyrl': businessTextCyrl, ru: businessTextRu };
