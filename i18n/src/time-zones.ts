/**
 * A time zone named for people, never by its IANA id (DECISIONS.md "Every word in the reader's language"): the phrase
 * that follows a time, "10:00 (Toshkent vaqti)" / "10:00 (Тошкент вақти)" / "10:00 (по ташкентскому времени)". The
 * profile's zones (and Samarkand, the other zone of Uzbekistan a browser reports) are written here by hand; any other
 * zone a client's browser reports is named by `Intl` in the reader's language.
 */
import type { Catalogues } from './catalogue.ts';
import type { Language } from './languages.ts';

const uz = {
  'Asia/Tashkent': 'Toshkent vaqti',
  'Asia/Samarkand': 'Samarqand vaqti',
  'Asia/Almaty': 'Olmaota vaqti',
  'Asia/Dubai': 'Dubay vaqti',
  'Europe/Moscow': 'Moskva vaqti',
  'Asia/Karachi': 'Karachi vaqti',
  'Asia/Kolkata': 'Hindiston vaqti',
  'Europe/London': 'London vaqti',
  'Europe/Berlin': 'Berlin vaqti',
  'America/New_York': 'Nyu-York vaqti',
  'America/Los_Angeles': 'Los-Anjeles vaqti',
  UTC: 'UTC vaqti',
  /** Any other zone, by the name `Intl` gives it: "Qirg'iziston vaqti". */
  other: '{name} vaqti',
} as const;

export const zoneWords: Catalogues<typeof uz> = {
  uz,
  'uz-Cyrl': {
    'Asia/Tashkent': 'Тошкент вақти',
    'Asia/Samarkand': 'Самарқанд вақти',
    'Asia/Almaty': 'Олмаота вақти',
    'Asia/Dubai': 'Дубай вақти',
    'Europe/Moscow': 'Москва вақти',
    'Asia/Karachi': 'Карачи вақти',
    'Asia/Kolkata': 'Ҳиндистон вақти',
    'Europe/London': 'Лондон вақти',
    'Europe/Berlin': 'Берлин вақти',
    'America/New_York': 'Нью-Йорк вақти',
    'America/Los_Angeles': 'Лос-Анжелес вақти',
    UTC: 'UTC вақти',
    other: '{name} вақти',
  },
  ru: {
    'Asia/Tashkent': 'по ташкентскому времени',
    'Asia/Samarkand': 'по самаркандскому времени',
    'Asia/Almaty': 'по алматинскому времени',
    'Asia/Dubai': 'по дубайскому времени',
    'Europe/Moscow': 'по московскому времени',
    'Asia/Karachi': 'по времени Карачи',
    'Asia/Kolkata': 'по индийскому времени',
    'Europe/London': 'по лондонскому времени',
    'Europe/Berlin': 'по берлинскому времени',
    'America/New_York': 'по нью-йоркскому времени',
    'America/Los_Angeles': 'по лос-анджелесскому времени',
    UTC: 'по UTC',
    other: 'по времени «{name}»',
  },
};

type NamedZone = Exclude<keyof typeof uz, 'other'>;

/** The zone's own name from `Intl` ("Qozogʻiston vaqti", "Казахстан"), or null when it has none. */
function intlName(language: Language, zone: string): string | null {
  try {
    const parts = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(0);
    const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
    // A bare offset ("GMT+05:00") names nobody's clock; Uzbek Latin writes its apostrophes as "'" (glossary).
    return name && !/^(GMT|UTC)[+-−]/.test(name) ? name.replace(/[ʻʼ‘’]/g, "'") : null;
  } catch {
    return null;
  }
}

/**
 * The phrase after a time, in the reader's language: "Toshkent vaqti" / "Тошкент вақти" / "по ташкентскому
 * времени"; another zone by its `Intl` name ("Qirg'iziston vaqti", "по времени «Киргизия»"); the id itself only
 * when even `Intl` has no name for it.
 */
export function zoneTime(language: Language, zone: string): string {
  const words = zoneWords[language];
  if (Object.hasOwn(words, zone) && zone !== 'other') return words[zone as NamedZone];
  const name = intlName(language, zone);
  if (!name) return zone;
  // Intl's Uzbek names already say "vaqti" / "вақти" for most zones; the word is added only where missing.
  if (language !== 'ru' && /(vaqti|вақти)$/.test(name)) return name;
  return words.other.split('{name}').join(name);
}
