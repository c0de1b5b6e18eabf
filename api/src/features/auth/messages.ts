import type { Catalogues } from '../../contracts/i18n/catalogue.ts';
import { identityTextRu } from './messages.ru.ts';
import { identityTextCyrl } from './messages.uz-cyrl.ts';
import { identityText } from './messages.uz.ts';

export const identityTexts: Catalogues<typeof identityText> = { uz: identityText, 'uz-Cyrl': identityTextCyrl, ru: identityTextRu };
