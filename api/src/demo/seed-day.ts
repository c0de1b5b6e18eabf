import type { EntityManager } from '@mikro-orm/postgresql';
import { BookingSchema, type Service, StaffSchema, type User } from '@qabul/db';
import { DateTime } from 'luxon';
import type { HotPath } from '../lib/context.ts';
import { bookAsProvider } from '../features/bookings/bookings.service.ts';
import { createBlock } from '../features/calendar/calendar.service.ts';

/**
 * A working Monday for the calendar's walkthrough (issue 30): the owner Aziz booked at 10:00, 14:00, 15:00 and 16:30
 * (one client already said "Kelaman"), Nilufar and Bekzod with a few visits each, and Aziz's lunch blocked. It is the
 * first Monday at least five days ahead, clear of the three bookings the demo makes for the next working days, and
 * leaves free what the walkthrough uses: Nilufar's 11:30, Bekzod's 13:00-14:00 and 15:00.
 */
export async function seedDemoDay(em: EntityManager, hot: HotPath, owner: User, services: Service[]): Promise<string> {
  const [haircut, beard, consultation] = services as [Service, Service, Service];
  const team = await em.find(StaffSchema, { userId: owner.id }, { orderBy: { isOwner: 'desc', createdAt: 'asc' } });
  const byName = (name: string) => team.find((master) => master.name.startsWith(name)) as { id: string };
  const [aziz, nilufar, bekzod] = [team[0] as { id: string }, byName('Nilufar'), byName('Bekzod')];
  let day = DateTime.now().setZone(owner.timezone).plus({ days: 5 });
  while (day.weekday !== 1) day = day.plus({ days: 1 });
  const date = day.toISODate() as string;
  // The team was just made: the booking contexts cached before it are dropped, so every master is known.
  hot.cache.invalidate(owner.id);
  const actor = { userId: owner.id, ipAddress: null, userAgent: 'demo-seed' };
  const visits = [
    [aziz, haircut, '10:00', 'Sardor Rasulov', '+998 90 211 04 10'],
    [aziz, haircut, '14:00', 'Otabek Nazarov', '+998 90 214 00 14'],
    [aziz, beard, '15:00', 'Shoxrux Ergashev', '+998 91 215 00 15'],
    [aziz, haircut, '16:30', 'Bobur Qodirov', '+998 97 216 30 16'],
    [nilufar, consultation, '09:30', 'Gulnora Azimova', '+998 99 209 30 09'],
    [nilufar, haircut, '13:00', 'Zarina Tosheva', '+998 94 213 00 13'],
    [bekzod, beard, '12:00', 'Rustam Xolmatov', '+998 95 212 00 12'],
    [bekzod, haircut, '16:00', "Sherzod Yo'ldoshev", '+998 88 216 00 16'],
  ] as const;
  for (const [master, service, timeSlot, name, phone] of visits) {
    const booking = await bookAsProvider(
      hot,
      owner,
      {
        serviceId: service.id,
        date,
        timeSlot,
        name,
        phone,
        email: null,
        telegramUsername: null,
        notes: null,
        staffId: master.id,
        clientTimezone: null,
        language: null,
        status: 'pending',
      },
      actor,
      { language: 'uz' },
    );
    if (name === 'Shoxrux Ergashev') {
      // This client answered "Kelaman" on their Telegram card: the grid shows them as confirmed by the client.
      const row = await em.findOneOrFail(BookingSchema, { id: booking.id });
      em.assign(row, { clientConfirmedAt: new Date() });
      await em.flush();
    }
  }
  await createBlock(
    em,
    { providerId: owner.id, staffId: null },
    { staffId: aziz.id, date, start: '12:30', end: '13:30', note: 'Tushlik' },
    actor,
  );
  return date;
}
