import type { Catalogues } from '../../contracts/i18n/catalogue.ts';
import { reviewTextRu } from './messages.ru.ts';
import { reviewTextCyrl } from './messages.uz-cyrl.ts';
import { reviewText } from './messages.uz.ts';

export const reviewTexts: Catalogues<typeof reviewText> = { uz: reviewText, 'uz-Cyrl': reviewTextCyrl, ru: reviewTextRu };
