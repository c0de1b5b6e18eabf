import type { Catalogues } from '../../contracts/i18n/catalogue.ts';
import { timeOffTextRu } from './messages.ru.ts';
import { timeOffText } from './messages.uz.ts';
import { timeOffTextCyrl } from './messages.uz-cyrl.ts';

/** The days-off feature's texts in the three languages. */
export const timeOffMessages: Catalogues<typeof timeOffText> = { uz: timeOffText, 'uz-Cyrl': timeOffTextCyrl, ru: timeOffTextRu };
