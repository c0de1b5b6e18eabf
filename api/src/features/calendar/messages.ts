import type { Catalogues } from '../../contracts/i18n/catalogue.ts';
import { calendarTextRu } from './messages.ru.ts';
import { calendarText } from './messages.uz.ts';
import { calendarTextCyrl } from './messages.uz-cyrl.ts';

/** The calendar feature's texts in the three languages. */
export const calendarMessages: Catalogues<typeof calendarText> = { uz: calendarText, 'uz-Cyrl': calendarTextCyrl, ru: calendarTextRu };
