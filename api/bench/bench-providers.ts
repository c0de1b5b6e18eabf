import type pg from 'pg';

export const ALL_DAY = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export interface BenchProvider {
  userId: string;
  serviceId: number;
  staffId: string;
  cookie: string;
}

/** The bench's way of making providers through the API (and past bookings straight in the database). */
export function benchProviders(base: string, db: pg.Client) {
  async function call(method: string, url: string, body: unknown, cookie = '') {
    const response = await fetch(base + url, {
      method,
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify(body),
    });
    const setCookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return { status: response.status, body: (await response.json().catch(() => null)) as any, cookie: setCookie || cookie };
  }

  /** A provider on the Business trial (no limits) with one service open all day, every day. */
  async function provider(label: string, service: Record<string, unknown>): Promise<BenchProvider> {
    const email = `${label}-${Date.now()}@bench.uz`;
    const registered = await call('POST', '/api/register', { firstName: 'Bench', lastName: 'Provider', email, password: 'secret123' });
    if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
    const plans = (await call('GET', '/api/subscription-plans', undefined)).body as Array<{ id: number; code: string }>;
    await call('POST', '/api/select-subscription-plan', { planId: plans.find((p) => p.code === 'business')?.id }, registered.cookie);
    const created = await call(
      'POST',
      '/api/services',
      { name: 'Bench', description: 'Bench', price: '1', duration: 30, ...service },
      registered.cookie,
    );
    await call(
      'PUT',
      `/api/service-availability/${created.body.id}`,
      { availability: Object.fromEntries(WEEK.map((d) => [d, ALL_DAY])) },
      registered.cookie,
    );
    const master = await db.query('select id from staff where user_id = $1 and is_owner', [registered.body.id]);
    return {
      userId: registered.body.id as string,
      serviceId: created.body.id as number,
      staffId: master.rows[0].id as string,
      cookie: registered.cookie,
    };
  }

  /** A salon: a provider on the Business trial whose one service is done by 10 masters (the owner and 9 more). */
  async function team(label: string, service: Record<string, unknown>): Promise<BenchProvider> {
    const owner = await provider(label, service);
    for (let i = 1; i < 10; i += 1) {
      const added = await call(
        'POST',
        '/api/staff',
        { name: `Usta ${i}`, serviceIds: [owner.serviceId], availability: {}, isActive: true },
        owner.cookie,
      );
      if (added.status !== 201) throw new Error(`master: ${JSON.stringify(added.body)}`);
    }
    return owner;
  }

  async function pastBookings(userId: string, serviceId: number, count: number) {
    await db.query(
      `insert into bookings (user_id, service_id, date, time_slot, date_time_utc, ends_at, blocked_until, name, phone, telegram_token, confirmation_number, status)
       select $1::uuid, $2, (t at time zone 'Asia/Tashkent')::date, to_char(t at time zone 'Asia/Tashkent', 'HH24:MI'), t, t + interval '30 minutes',
              t + interval '30 minutes', 'Mijoz', '998901112233', 'bench' || g || $1::text, 'B' || lpad(to_hex(g), 7, '0') || substr($1::text, 1, 4), 'confirmed'
       from generate_series(1, $3) g, lateral (select date_trunc('hour', now()) - interval '1 day' - g * interval '30 minutes' as t) x`,
      [userId, serviceId, count],
    );
    // Done now rather than by autovacuum in the middle of a measurement.
    await db.query('vacuum (analyze) bookings');
    await db.query('vacuum (analyze) reminder_schedules');
    await db.query('vacuum (analyze) booking_history');
  }

  return { call, provider, team, pastBookings };
}

/** Booking bodies on distinct slots: `count` asks spread over the providers, quarter-hour starts over 90 days. */
export function bookingBodies(
  providers: Array<{ serviceId: number }>,
  days: string[],
  { count, name, phonePrefix, perStart = 1 }: { count: number; name: string; phonePrefix: string; perStart?: number },
): string[] {
  return Array.from({ length: count }, (_, i) => {
    const booker = providers[i % providers.length] as { serviceId: number };
    const slot = Math.floor(Math.floor(i / providers.length) / perStart);
    const minutes = (slot % 96) * 15;
    return JSON.stringify({
      name,
      // A different client each time: one phone may hold only 3 upcoming bookings per provider.
      phone: `${phonePrefix}${String(1_000_000 + i).slice(-7)}`,
      date: days[Math.floor(slot / 96)],
      timeSlot: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
      serviceId: booker.serviceId,
    });
  });
}
