import { cutText } from '@qabul/i18n';

/**
 * What Telegram shows of a text outside a message, cut where it must be: between whole graphemes (`cutText`),
 * never inside an emoji, whose half is not valid UTF-8 and makes Telegram refuse the whole call.
 */

/** answerCallbackQuery's text: 0-200 characters (Bot API). */
export const ALERT_MAX = 200;
/**
 * A button's label. The Bot API names no maximum, and Telegram elides a long label in the middle anyway: a label is
 * at most this long, so a service's or a master's name (up to 200 characters) keeps a button readable.
 */
export const BUTTON_MAX = 64;

export const alertText = (text: string) => cutText(text, ALERT_MAX);
export const buttonLabel = (text: string) => cutText(text, BUTTON_MAX);
