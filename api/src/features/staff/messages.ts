import type { Catalogues } from '../../contracts/i18n/catalogue.ts';
import { staffTextRu } from './messages.ru.ts';
import { staffTextCyrl } from './messages.uz-cyrl.ts';
import { staffText } from './messages.uz.ts';

export const staffTexts: Catalogues<typeof staffText> = { uz: staffText, 'uz-Cyrl': staffTextCyrl, ru: staffTextRu };
