import {
  bookingCardKeyboard,
  botTextIn,
  type CardButtons,
  type InlineKeyboardMarkup,
  providerDecisionKeyboard,
  providerNoShowKeyboard,
} from '@qabul/bot';
import type { Language } from '../../contracts/i18n/languages.ts';

/** The living card's answer buttons (ADR 014) in the booking's language: the bot words its own keyboards. */
export function cardKeyboard(buttons: CardButtons, language: Language): InlineKeyboardMarkup {
  return bookingCardKeyboard(buttons, botTextIn(language));
}

/** Confirm / cancel under a provider's new booking, in the provider's language. */
export function decisionKeyboard(bookingId: string, language: Language): InlineKeyboardMarkup {
  return providerDecisionKeyboard(bookingId, botTextIn(language));
}

/** "Kelmadi" under the provider's end-of-visit notice, in the provider's language. */
export function noShowKeyboard(bookingId: string, language: Language): InlineKeyboardMarkup {
  return providerNoShowKeyboard(bookingId, botTextIn(language));
}
