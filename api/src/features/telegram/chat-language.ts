import type { EntityManager } from '@mikro-orm/postgresql';
import { formatBookingDate, type Language, telegramLanguage } from '../../contracts/i18n/index.ts';
import { chatLanguageRow, keepChatLanguageCode } from './telegram-chats.queries.ts';

/**
 * The language a Telegram person reads (DECISIONS.md "Languages"): their /language pick, else the app's
 * `language_code` of this update, else the one last seen on their chat. A changed `language_code` is kept on the
 * chat, so messages sent later without an update in hand (cards, reminders) follow it too.
 */
export async function chatLanguage(em: EntityManager, chatId: number, languageCode: string | null): Promise<Language> {
  const row = await chatLanguageRow(em, chatId);
  if (row && languageCode && row.language_code !== languageCode) await keepChatLanguageCode(em, chatId, languageCode);
  return telegramLanguage(row?.language, languageCode ?? row?.language_code);
}

/**
 * A provider day (yyyy-MM-dd) in a chat: a booking day's button ("27-noyabr, Jum", "27-ноябр, Жум", "27 ноября, Пт")
 * or, with the long weekday, a title ("27-noyabr, juma").
 */
export function chatDayLabel(
  language: Language,
  date: string,
  weekday: 'long' | 'short' = 'short',
  now: Date | number = Date.now(),
): string {
  // The date is a calendar day, not an instant: read and written in UTC so no time zone moves it.
  return formatBookingDate(language, new Date(`${date}T00:00:00Z`), { timeZone: 'UTC', weekday, now });
}
