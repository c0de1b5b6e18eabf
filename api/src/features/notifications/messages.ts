import type { Catalogues } from '../../contracts/i18n/catalogue.ts';
import { noticeTextRu } from './messages.ru.ts';
import { noticeTextCyrl } from './messages.uz-cyrl.ts';
import { noticeText } from './messages.uz.ts';
import { reviewQuestionTextRu } from './review-question.messages.ru.ts';
import { reviewQuestionTextCyrl } from './review-question.messages.uz-cyrl.ts';
import { reviewQuestionText } from './review-question.messages.uz.ts';

/** Notices and e-mails in the reader's language (DECISIONS.md "Languages"). */
export const noticeTexts: Catalogues<typeof noticeText> = { uz: noticeText, 'uz-Cyrl': noticeTextCyrl, ru: noticeTextRu };
export const reviewQuestionTexts: Catalogues<typeof reviewQuestionText> = {
  uz: reviewQuestionText,
  'uz-Cyrl': reviewQuestionTextCyrl,
  ru: reviewQuestionTextRu,
};
