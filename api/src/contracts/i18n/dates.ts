/**
 * Dates and times in the reader's language, with `Intl` (DECISIONS.md "Languages"): "23-noyabr", "23-ноябр",
 * "23 ноября". The Uzbek forms keep the hyphen after the day that Uzbek writes ("23-noyabr"). Amounts are
 * `@qabul/i18n`'s money module ("20 000 so'm", "20 000 сўм", "20 000 сум").
 */
import type { Language } from './languages.ts';

const cache = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(language: Language, options: Intl.DateTimeFormatOptions, timeZone?: string): Intl.DateTimeFormat {
  const key = `${language}|${timeZone ?? ''}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { ...options, ...(timeZone ? { timeZone } : {}) });
    cache.set(key, format);
  }
  return format;
}

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((p) => p.type === type)?.value ?? '';
}

/** "23-noyabr" / "23-ноябр" / "23 ноября" (with the year when asked: "23-noyabr 2026" / "23 ноября 2026 г."). */
export function formatDayMonth(language: Language, date: Date, options: { timeZone?: string; year?: boolean } = {}): string {
  const parts = dateTimeFormat(language, { day: 'numeric', month: 'long' }, options.timeZone).formatToParts(date);
  const day = part(parts, 'day');
  const month = part(parts, 'month');
  const year = options.year ? dateTimeFormat(language, { year: 'numeric' }, options.timeZone).format(date) : '';
  if (language === 'ru') return year ? `${day} ${month} ${year} г.` : `${day} ${month}`;
  return year ? `${day}-${month} ${year}` : `${day}-${month}`;
}

/** The weekday's full name, capitalised as a label ("Dushanba", "Душанба", "Понедельник"). */
export function formatWeekday(language: Language, date: Date, options: { timeZone?: string; short?: boolean } = {}): string {
  const name = dateTimeFormat(language, { weekday: options.short ? 'short' : 'long' }, options.timeZone).format(date);
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/**
 * A booking's day as every notice writes it (cards, reminders, e-mails, the bot's lists): "25-noyabr" /
 * "25-ноябр" / "25 ноября", with the weekday when asked ("25-noyabr, chorshanba", "25 ноября, среда"; a short one
 * for buttons: "25-noyabr, Chor"), and the year only when the day is not in the current year of that time zone
 * ("3-yanvar 2027"), so this year's dates stay short and next January's cannot be misread.
 */
export function formatBookingDate(
  language: Language,
  date: Date,
  options: { timeZone?: string; now?: Date | number; weekday?: 'long' | 'short' } = {},
): string {
  const { timeZone, weekday } = options;
  const yearOf = (instant: Date) => dateTimeFormat(language, { year: 'numeric' }, timeZone).format(instant);
  const year = yearOf(date) !== yearOf(new Date(options.now ?? Date.now()));
  const day = formatDayMonth(language, date, { timeZone, year });
  if (!weekday) return day;
  // A weekday after the date is a common noun, lower case in all three languages; a button's short one is a label.
  const name =
    weekday === 'short'
      ? formatWeekday(language, date, { timeZone, short: true })
      : dateTimeFormat(language, { weekday: 'long' }, timeZone).format(date).toLocaleLowerCase(language);
  return `${day}, ${name}`;
}

/** The month's name for a calendar header, capitalised ("Noyabr 2026", "Ноябр 2026", "Ноябрь 2026"). */
export function formatMonthYear(language: Language, date: Date, options: { timeZone?: string } = {}): string {
  const parts = dateTimeFormat(language, { month: 'long', year: 'numeric' }, options.timeZone).formatToParts(date);
  const standalone = dateTimeFormat(language, { month: 'long' }, options.timeZone).formatToParts(date);
  // Russian's `month: long` inside a date is genitive ("ноября"); a calendar header wants the standalone form.
  const month = language === 'ru' ? standaloneRussianMonth(date, options.timeZone) : part(standalone, 'month');
  const name = month.charAt(0).toLocaleUpperCase(language) + month.slice(1);
  return `${name} ${part(parts, 'year')}`;
}

function standaloneRussianMonth(date: Date, timeZone?: string): string {
  // `{month: 'long'}` alone gives the nominative in ICU's Russian data ("ноябрь").
  return dateTimeFormat('ru', { month: 'long' }, timeZone).format(date);
}

/** "14:30" in every language (24-hour clock, as Uzbekistan reads times). */
export function formatTime(language: Language, date: Date, options: { timeZone?: string } = {}): string {
  return dateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, options.timeZone).format(date);
}
