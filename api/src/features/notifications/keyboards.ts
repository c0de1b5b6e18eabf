import {
  bookingCardKeyboard,
  botText,
  type CardButtons,
  type InlineKeyboardMarkup,
  providerDecisionKeyboard,
  providerNoShowKeyboard,
} from '@qabul/bot';
import type { Language } from '../../contracts/i18n/languages.ts';
import { noticeTexts, reviewQuestionTexts } from './messages.ts';

/**
 * The bot's keyboards under a notice, worded in its reader's language: the bot builds them (callback data, colours,
 * links) in its own words, and each button's word is swapped for the reader's. One place, so that when the bot
 * words its keyboards per language itself this module simply passes the language on.
 */
function worded(keyboard: InlineKeyboardMarkup, words: Record<string, string>): InlineKeyboardMarkup {
  return {
    inline_keyboard: keyboard.inline_keyboard.map((row) => row.map((button) => ({ ...button, text: words[button.text] ?? button.text }))),
  };
}

/** The living card's answer buttons (ADR 014) in the booking's language. */
export function cardKeyboard(buttons: CardButtons, language: Language): InlineKeyboardMarkup {
  const t = noticeTexts[language].card.buttons;
  return worded(bookingCardKeyboard(buttons), {
    [botText.card.comeButton]: t.come,
    [botText.card.rescheduleButton]: t.reschedule,
    [botText.card.cancelButton]: t.cancel,
    [botText.card.againButton]: t.again,
  });
}

/** Confirm / cancel under a provider's new booking, in the provider's language. */
export function decisionKeyboard(bookingId: string, language: Language): InlineKeyboardMarkup {
  const t = noticeTexts[language].decision;
  return worded(providerDecisionKeyboard(bookingId), { [botText.confirmButton]: t.confirm, [botText.rejectButton]: t.reject });
}

/** "Kelmadi" under the provider's end-of-visit notice, in the provider's language. */
export function noShowKeyboard(bookingId: string, language: Language): InlineKeyboardMarkup {
  return worded(providerNoShowKeyboard(bookingId), { [botText.noShowButton]: reviewQuestionTexts[language].noShowButton });
}
