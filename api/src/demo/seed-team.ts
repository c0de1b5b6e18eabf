import type { EntityManager } from '@mikro-orm/postgresql';
import { type Service, StaffSchema, StaffServiceSchema, type User } from '@qabul/db';
import { DateTime } from 'luxon';
import { WEEKDAYS } from '../contracts/limits.ts';

const halfHours = (from: number, to: number) =>
  Array.from({ length: (to - from) * 2 }, (_, i) =>
    DateTime.fromObject({ hour: from })
      .plus({ minutes: 30 * i })
      .toFormat('HH:mm'),
  );
const days = (names: readonly string[], hours: string[]) => Object.fromEntries(names.map((day) => [day, hours]));

/**
 * The demo is a small salon: the owner (all services, the services' hours) and two masters with hours and services
 * of their own, so "Farqi yo'q" and two masters at one time can be seen at once. Seeded as a business that keeps its
 * team whatever plan it is on (the plan limits who may be added, not who stays).
 */
export async function seedTeam(em: EntityManager, owner: User, services: Service[]): Promise<void> {
  const [haircut, beard, consultation] = services;
  const masters = [
    {
      name: 'Nilufar Xasanova',
      title: 'Stilist',
      availability: days(WEEKDAYS.slice(0, 5), halfHours(9, 14)),
      services: [haircut, consultation],
    },
    {
      name: 'Bekzod Tursunov',
      title: 'Barber',
      // Monday too: the calendar's walkthrough moves a booking to him and blocks his lunch that day.
      availability: days(WEEKDAYS.slice(0, 6), halfHours(12, 18)),
      services: [haircut, beard],
    },
  ];
  for (const { services: theirs, ...master } of masters) {
    const row = em.create(StaffSchema, { ...master, userId: owner.id });
    await em.flush();
    for (const service of theirs) if (service) em.create(StaffServiceSchema, { staffId: row.id, serviceId: service.id });
    await em.flush();
  }
  const own = await em.findOneOrFail(StaffSchema, { userId: owner.id, isOwner: true });
  em.assign(own, { title: 'Usta' });
  await em.flush();
}
