import { zoneTime } from '@qabul/api/i18n';
import { messagesLanguage } from './i18n/localized.ts';

/** A time zone as the reader says it after a time: "Toshkent vaqti" / "по ташкентскому времени", never its IANA id. */
export function zoneName(zone: string): string {
  return zoneTime(messagesLanguage(), zone);
}
