import { randomUUID } from 'node:crypto';
import type { Role } from '@qabul/db';
import { saveAdminAccount } from '../../src/features/admin/admin-accounts.service.ts';
import type { HttpClient } from './http-client.ts';
import type { TestApp } from './test-app.ts';

export const sqlOf =
  (app: TestApp) =>
  <T = Record<string, any>>(query: string, params: unknown[] = []) =>
    app.qabul.database.orm.em.getConnection().execute<T[]>(query, params, 'all');

/** An admin-panel account made the way `pnpm admin:create` makes it. */
export async function adminAccount(app: TestApp, name = `op${randomUUID().slice(0, 8)}`, password = 'panel-secret-1') {
  const { admin } = await saveAdminAccount(app.qabul.database.orm.em.fork(), { username: name, email: `${name}@qabul.test`, password });
  return { id: admin.id, username: name, email: `${name}@qabul.test`, password };
}

/** A client signed in to the admin panel (cookie qabul.admin.sid). */
export async function adminPanelClient(app: TestApp): Promise<{ client: HttpClient; account: Awaited<ReturnType<typeof adminAccount>> }> {
  const account = await adminAccount(app);
  const client = app.client();
  const signedIn = await client.post('/api/admin/login', { username: account.username, password: account.password });
  if (signedIn.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(signedIn.body)}`);
  return { client, account };
}

/** A registered, signed-in user with `role`. */
export async function userWithRole(app: TestApp, role: Role): Promise<{ client: HttpClient; id: string; email: string }> {
  const client = app.client();
  const email = `${role}${randomUUID().slice(0, 8)}@example.uz`;
  const registered = await client.post('/api/register', { firstName: 'Operator', lastName: 'Sinov', email, password: 'secret123' });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  await sqlOf(app)('update users set role = ? where id = ?', [role, registered.body.id]);
  return { client, id: registered.body.id, email };
}

/** A user straight in the database (no password, no sign-in): a target for role, plan and delete calls. */
export async function bareUser(app: TestApp, options: { role?: Role; plan?: string } = {}): Promise<string> {
  const tag = randomUUID().slice(0, 8);
  const [row] = await sqlOf(app)<{ id: string }>(
    `insert into users (username, email, first_name, last_name, role) values (?, ?, 'Nigora', 'Tursunova', ?) returning id`,
    [`u_${tag}`, `u${tag}@example.uz`, options.role ?? 'user'],
  );
  if (options.plan) {
    await sqlOf(app)(
      `insert into user_subscriptions (user_id, plan_id, status) select ?, id, 'active' from subscription_plans where code = ?`,
      [row!.id, options.plan],
    );
  }
  return row!.id;
}

let bookingSeq = 0;

/** A pending booking of `providerId` some days ahead at a free hour, with a client e-mail. */
export async function bareBooking(
  app: TestApp,
  providerId: string,
  serviceId: number | null,
  extra: { email?: string; name?: string; daysAhead?: number } = {},
) {
  bookingSeq += 1;
  const tag = randomUUID().replace(/-/g, '').slice(0, 10);
  const [row] = await sqlOf(app)<{ id: string }>(
    `insert into bookings (user_id, service_id, date, time_slot, date_time_utc, ends_at, blocked_until, name, phone, email,
       telegram_token, confirmation_number)
     select ?, ?, (x.t at time zone 'Asia/Tashkent')::date, to_char(x.t at time zone 'Asia/Tashkent', 'HH24:MI'), x.t,
       x.t + interval '30 minutes', x.t + interval '30 minutes', ?, '+998 90 123 45 67', ?, ?, ?
     from (select date_trunc('hour', now()) + (? * interval '1 day') + (? * interval '1 hour') as t) x
     returning id`,
    [providerId, serviceId, extra.name ?? 'Dilnoza Yusupova', extra.email ?? null, `tt${tag}`, `C${tag}`, extra.daysAhead ?? 3, bookingSeq],
  );
  return row!.id;
}
