import type { EntityManager } from '@mikro-orm/postgresql';
import { AdminUserSchema, type Service, SubscriptionPlanSchema, UserSchema, UserSubscriptionSchema } from '@qabul/db';
import { DateTime } from 'luxon';
import { WEEKDAYS } from '../contracts/limits.ts';
import type { HotPath } from '../lib/context.ts';
import { saveAdminAccount } from '../features/admin/admin-accounts.service.ts';
import { hashPassword } from '../features/auth/password.ts';
import { bookAsProvider } from '../features/bookings/bookings.service.ts';
import { createService, saveAvailability } from '../features/services/services.service.ts';
import { seedDemoBusiness } from './seed-business.ts';
import { seedDemoDay } from './seed-day.ts';
import { seedTeam } from './seed-team.ts';

export const DEMO_EMAIL = 'demo@qabul.uz';
export const DEMO_PASSWORD = 'demo12345';
/** DECISIONS.md: the demo's admin-panel account and its platform admin user. */
export const DEMO_ADMIN = { username: 'admin', email: 'admin@qabul.uz', password: 'admin12345' } as const;
export const DEMO_PLATFORM_ADMIN = { email: 'admin@qabul.uz', password: 'admin12345' } as const;

const SERVICES = [
  {
    name: 'Soch olish',
    description: 'Klassik va zamonaviy soch turmaklari',
    price: "80 000 so'm",
    priceAmount: 8_000_000,
    duration: 45,
  },
  {
    name: 'Soqol tekislash',
    description: 'Soqolni shakllantirish va parvarish',
    price: "50 000 so'm",
    priceAmount: 5_000_000,
    duration: 30,
  },
  {
    name: 'Konsultatsiya (onlayn)',
    description: "Uslub bo'yicha 30 daqiqalik maslahat",
    price: 'Bepul',
    priceAmount: 0,
    duration: 30,
    online: true,
  },
];

const HOURS = Array.from({ length: 18 }, (_, i) =>
  DateTime.fromObject({ hour: 9 })
    .plus({ minutes: 30 * i })
    .toFormat('HH:mm'),
);

/** First start on the embedded database: a provider `demo` with services, weekday hours and a few bookings. */
export async function seedDemo(em: EntityManager, hot: HotPath, log: (line: string) => void): Promise<void> {
  const existing = await em.findOne(UserSchema, { username: 'demo' });
  if (!existing) {
    const user = em.create(UserSchema, {
      username: 'demo',
      email: DEMO_EMAIL,
      password: await hashPassword(DEMO_PASSWORD),
      firstName: 'Aziz',
      lastName: 'Karimov',
      // The demo's own accounts need no link to prove them.
      emailVerifiedAt: new Date(),
    });
    await em.flush();
    // The demo salon has three masters: it is on Business (ten masters, DECISIONS.md), so it can invite them and is
    // shown as a salon would run; Freemium holds one. A showcase's plan that does not end (no end date, nothing paid).
    const business = await em.findOneOrFail(SubscriptionPlanSchema, {
      code: 'business',
    });
    em.create(UserSubscriptionSchema, {
      userId: user.id,
      planId: business.id,
      status: 'active',
      startDate: new Date(),
    });
    await em.flush();
    const actor = { userId: user.id, ipAddress: null, userAgent: 'demo-seed' };
    const weekdays = Object.fromEntries(WEEKDAYS.slice(0, 6).map((day) => [day, HOURS]));
    const services: Service[] = [];
    for (const input of SERVICES) {
      const service = await createService(
        em,
        user,
        {
          ...input,
          priceFrom: false,
          reserveFee: 0,
          isPaid: input.priceAmount > 0,
          timingInterval: 30,
          breakInterval: 0,
          // The online consultation happens by video call: no street address, marked online.
          meetingAddress: 'online' in input ? null : "Toshkent, Amir Temur ko'chasi 1",
          isOnlineMeeting: 'online' in input,
          onlineMeetingLink: null,
          useGoogleMeet: false,
          allowCancellation: true,
          cancellationHours: 2,
          isActive: true,
          minNoticeMinutes: 0,
          maxAdvanceDays: 90,
          dailyLimit: null,
          bufferBefore: 0,
        },
        actor,
      );
      await saveAvailability(em, user.id, service.id, { availability: weekdays }, actor);
      services.push(service);
      if (input.duration === 45) {
        const clients = [
          ['Dilnoza Yusupova', '+998 90 123 45 67', '10:00', 'dilnoza@example.uz'],
          ['Jasur Aliyev', '+998 93 765 43 21', '14:00', 'jasur@example.uz'],
          ['Malika Rahimova', '+998 97 555 11 22', '16:00', 'malika@example.uz'],
        ] as const;
        for (const [index, [name, phone, time, email]] of clients.entries()) {
          const date = nextWorkday(index + 1);
          await bookAsProvider(
            hot,
            user,
            {
              serviceId: service.id,
              date,
              timeSlot: time,
              name,
              phone,
              email,
              telegramUsername: null,
              notes: null,
              staffId: null,
              clientTimezone: null,
              language: null,
              status: index === 0 ? 'confirmed' : 'pending',
            },
            actor,
            { language: 'uz' },
          );
        }
      }
    }
    await seedTeam(em, user, services);
    const monday = await seedDemoDay(em, hot, user, services);
    log(`Demo salon's busy day on the calendar: Monday ${monday}`);
  }
  const demo = await em.findOneOrFail(UserSchema, { username: 'demo' });
  await seedDemoBusiness(em, demo);
  log(`Demo provider: sign in at /auth with ${DEMO_EMAIL} / ${DEMO_PASSWORD}; public booking page at /demo`);
  await seedOperators(em, log);
}

/** The demo's operators, made once (a changed password is kept on later starts). */
async function seedOperators(em: EntityManager, log: (line: string) => void): Promise<void> {
  if (!(await em.findOne(AdminUserSchema, { username: DEMO_ADMIN.username }))) {
    await saveAdminAccount(em, { ...DEMO_ADMIN, firstName: 'Qabul', lastName: 'Admin' });
  }
  if (!(await em.findOne(UserSchema, { email: DEMO_PLATFORM_ADMIN.email }))) {
    const platformAdmin = em.create(UserSchema, {
      username: 'platform_admin',
      email: DEMO_PLATFORM_ADMIN.email,
      password: await hashPassword(DEMO_PLATFORM_ADMIN.password),
      firstName: 'Platforma',
      lastName: 'Administratori',
      role: 'platform_admin',
      emailVerifiedAt: new Date(),
    });
    await em.flush();
    // On Freemium, so signing in does not stop at the plan choice.
    const freemium = await em.findOneOrFail(SubscriptionPlanSchema, { code: 'freemium' });
    em.create(UserSubscriptionSchema, { userId: platformAdmin.id, planId: freemium.id, status: 'active', startDate: new Date() });
    await em.flush();
  }
  log(`Demo admin panel: sign in at /admin/login with ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password}`);
  log(`Demo platform admin: sign in at /auth with ${DEMO_PLATFORM_ADMIN.email} / ${DEMO_PLATFORM_ADMIN.password}; then /platform-admin`);
}

function nextWorkday(offset: number): string {
  let day = DateTime.now().setZone('Asia/Tashkent').plus({ days: offset });
  while (day.weekday === 7) day = day.plus({ days: 1 });
  return day.toISODate() as string;
}
