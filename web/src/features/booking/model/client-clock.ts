import { clientClock as t } from '../../../config/messages.ts';
import { browserTimeZone, type IsoDate } from '../../../lib/calendar-days.ts';
import { instantIn } from '../../../lib/instant.ts';
import { zoneName } from '../../../lib/zone-name.ts';

export interface ClientWhen {
  /** The client's own day (it can differ from the provider's near midnight). */
  date: IsoDate;
  /** "10:30 (Toshkent vaqti)": the client's time with its zone named for people, so it is never read as another's. */
  time: string;
  zone: string;
}

/**
 * A booking's start as the client reads it: on the browser's clock, the zone said. Every page a client reads a
 * time on (success page, reschedule and cancel dialogs) shows this; the provider's dashboard shows the provider's.
 */
export function clientWhen(dateTimeUtc: string, providerTimezone: string): ClientWhen {
  const zone = browserTimeZone(providerTimezone);
  const { date, time } = instantIn(dateTimeUtc, zone);
  return { date, time: t.zoned({ time, zone: zoneName(zone) }), zone };
}
