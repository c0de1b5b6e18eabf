import type { Catalogues } from '../../contracts/i18n/catalogue.ts';
import { telegramTextRu } from './messages.ru.ts';
import { telegramTextCyrl } from './messages.uz-cyrl.ts';
import { telegramText } from './messages.uz.ts';

export const telegramTexts: Catalogues<typeof telegramText> = { uz: telegramText, 'uz-Cyrl': telegramTextCyrl, ru: telegramTextRu };
