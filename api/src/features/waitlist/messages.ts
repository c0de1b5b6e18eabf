import type { Catalogues } from '../../contracts/i18n/catalogue.ts';
import { waitlistTextRu } from './messages.ru.ts';
import { waitlistTextCyrl } from './messages.uz-cyrl.ts';
import { waitlistText } from './messages.uz.ts';

export const waitlistTexts: Catalogues<typeof waitlistText> = { uz: waitlistText, 'uz-Cyrl': waitlistTextCyrl, ru: waitlistTextRu };
