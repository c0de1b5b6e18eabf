import type { Page, Request, Route } from 'playwright-core';

/**
 * STAND-IN FOR THE ADMIN API, AT THE NETWORK EDGE ONLY.
 *
 * The admin screens and their API (docs: the admin API contract) are built side by side. Until the server
 * answers /api/admin/*, the stubbed admin e2e files answer those calls in the browser with page.route,
 * exactly as the contract words them (JSON arrays, X-Total-Count, page/pageSize/sort/q, 401 without the
 * admin-panel session, {message, code} errors), and record every request so a test can check what the page
 * sent. Everything else (the app, /api/session, the provider's session) is the real server. Once the API
 * lands, the same walks run against it without this file.
 */

export interface StubUser {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: 'user' | 'admin' | 'platform_admin';
  createdAt: string;
  subscription: { status: string; planId: number; planName: string; startDate: string | null; endDate: string | null } | null;
  serviceCount: number;
  bookingCount: number;
}

export interface StubPlan {
  id: number;
  name: string;
  description: string | null;
  price: number;
  currency: string;
  durationDays: number;
  duration: number;
  features: string[];
  isActive: boolean;
  maxServices: number | null;
  maxMonthlyBookings: number | null;
  maxBookingsPerMonth: number | null;
}

export interface StubBooking {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  serviceName: string;
  providerName: string;
  providerId: string;
  date: string;
  timeSlot: string;
  status: 'pending' | 'confirmed' | 'cancelled';
  createdAt: string;
}

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export const STUB_ADMIN = {
  id: 1,
  username: 'admin',
  email: 'admin@qabul.uz',
  firstName: 'Bosh',
  lastName: 'Admin',
  role: 'admin',
  password: 'admin12345',
};

function plan(id: number, name: string, price: number, features: string[], limits: [number | null, number | null]): StubPlan {
  return {
    id,
    name,
    description: null,
    price,
    currency: 'UZS',
    durationDays: 30,
    duration: 30,
    features,
    isActive: true,
    maxServices: limits[0],
    maxMonthlyBookings: limits[1],
    maxBookingsPerMonth: limits[1],
  };
}

function user(
  n: number,
  firstName: string,
  lastName: string,
  role: StubUser['role'],
  plan: StubPlan | null,
  counts: [number, number],
): StubUser {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    username: `${firstName.toLowerCase()}${n}`,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.uz`,
    firstName,
    lastName,
    role,
    createdAt: new Date(Date.UTC(2026, 0, n)).toISOString(),
    subscription: plan
      ? { status: 'active', planId: plan.id, planName: plan.name, startDate: '2026-11-01T00:00:00Z', endDate: '2026-12-01T00:00:00Z' }
      : null,
    serviceCount: counts[0],
    bookingCount: counts[1],
  };
}

const json = (route: Route, status: number, body: unknown, headers: Record<string, string> = {}) =>
  route.fulfill({ status, contentType: 'application/json', headers, body: body === undefined ? '' : JSON.stringify(body) });

const error = (route: Route, status: number, code: string, message: string) => json(route, status, { message, code });

/** Sorts by `sort` ("name", "-createdAt"), then pages: what the server does for every list. */
function page<T extends Record<string, unknown>>(
  rows: T[],
  query: URLSearchParams,
  nameOf: (row: T) => string,
): { items: T[]; total: number } {
  const sort = query.get('sort') ?? '-createdAt';
  const key = sort.replace(/^-/, '');
  const direction = sort.startsWith('-') ? -1 : 1;
  const value = (row: T) => (key === 'name' ? nameOf(row) : String(row[key] ?? ''));
  const sorted = [...rows].sort((a, b) => direction * value(a).localeCompare(value(b)));
  const size = Math.min(100, Number(query.get('pageSize') ?? 20));
  const number = Math.max(1, Number(query.get('page') ?? 1));
  return { items: sorted.slice((number - 1) * size, number * size), total: rows.length };
}

export class AdminApiStub {
  /** An admin-panel session (the qabul.admin.sid cookie) exists. */
  signedIn = false;
  readonly calls: RecordedCall[] = [];
  /** Answer the next booking status change with a bare 500 (no message), to see the page's own fallback. */
  failNextStatusChange = false;

  readonly plans: StubPlan[] = [
    plan(1, 'Freemium', 0, ['3 tagacha xizmat'], [3, 50]),
    plan(2, 'Asosiy', 4_900_000, ['10 tagacha xizmat', 'Oldindan to‘lov'], [10, 300]),
    plan(3, 'Business', 14_900_000, ['Cheksiz xizmatlar'], [null, null]),
  ];

  readonly users: StubUser[] = [
    user(1, 'Aziz', 'Karimov', 'user', this.plans[1]!, [3, 12]),
    user(2, 'Nodira', 'Saidova', 'user', null, [0, 0]),
    user(3, 'Bobur', 'Toshmatov', 'platform_admin', null, [0, 0]),
    user(4, 'Malika', 'Rahimova', 'user', this.plans[0]!, [1, 4]),
  ];

  readonly bookings: StubBooking[] = [
    {
      id: 'b-1',
      name: 'Jasur Aliyev',
      phone: '+998901112233',
      email: 'jasur@example.uz',
      serviceName: 'Soch olish',
      providerName: 'Aziz Karimov',
      providerId: this.users[0]!.id,
      date: '2026-12-01',
      timeSlot: '10:00',
      status: 'pending',
      createdAt: '2026-11-20T09:00:00Z',
    },
    {
      id: 'b-2',
      name: 'Dilnoza Yusupova',
      phone: '+998935554433',
      email: null,
      serviceName: 'Soqol tekislash',
      providerName: 'Aziz Karimov',
      providerId: this.users[0]!.id,
      date: '2026-12-02',
      timeSlot: '15:30',
      status: 'confirmed',
      createdAt: '2026-11-21T09:00:00Z',
    },
    {
      id: 'b-3',
      name: 'Sardor Qodirov',
      phone: '+998977770011',
      email: 'sardor@example.uz',
      serviceName: 'Konsultatsiya',
      providerName: 'Malika Rahimova',
      providerId: this.users[3]!.id,
      date: '2026-12-03',
      timeSlot: '18:00',
      status: 'cancelled',
      createdAt: '2026-11-22T09:00:00Z',
    },
  ];

  readonly timeSlots = ['09:00', '10:00', '11:30', '12:00', '14:00', '16:30', '17:00', '19:00'].map((time, index) => ({
    id: index + 1,
    time,
    isAvailable: true,
  }));

  readonly activity = [
    {
      id: 2,
      action: 'plan_updated',
      details: { plan: 'Asosiy' },
      actorType: 'admin',
      actorName: 'Bosh Admin',
      userId: null,
      createdAt: '2026-11-22T10:00:00Z',
    },
    {
      id: 1,
      action: 'booking_created',
      details: 'Jasur Aliyev',
      actorType: 'user',
      actorName: 'Aziz Karimov',
      userId: this.users[0]!.id,
      createdAt: '2026-11-20T09:00:00Z',
    },
  ];

  /** Requests to one path (and method), in order. */
  callsTo(method: string, path: string): RecordedCall[] {
    return this.calls.filter((c) => c.method === method && c.path === path);
  }

  async install(page: Page): Promise<void> {
    await page.route('**/api/admin/**', (route) => this.handle(route, route.request()));
  }

  private stats() {
    const days = Array.from({ length: 30 }, (_, i) => {
      const date = new Date(Date.UTC(2026, 9, 25 + i)).toISOString().slice(0, 10);
      return { date, count: i % 7 === 0 ? 0 : (i % 5) + 1 };
    });
    const months = Array.from({ length: 12 }, (_, i) => ({
      month: `${2025 + Math.floor((11 + i) / 12)}-${String(((11 + i) % 12) + 1).padStart(2, '0')}`,
      revenue: (i + 1) * 4_900_000,
    }));
    return {
      totalUsers: this.users.length,
      totalBookings: this.bookings.length,
      totalServices: 4,
      activeSubscriptions: this.users.filter((u) => u.subscription?.status === 'active').length,
      revenue: 38_200_000,
      subscriptionStats: this.plans.map((p) => ({
        planId: p.id,
        planName: p.name,
        userCount: this.users.filter((u) => u.subscription?.planId === p.id).length,
        revenue: p.price * this.users.filter((u) => u.subscription?.planId === p.id).length,
      })),
      bookingsPerDay: days,
      revenuePerMonth: months,
      recentActivity: this.activity,
    };
  }

  private async handle(route: Route, request: Request): Promise<void> {
    const url = new URL(request.url());
    const path = url.pathname;
    const method = request.method();
    let body: unknown = null;
    try {
      body = request.postDataJSON();
    } catch {
      body = request.postData();
    }
    this.calls.push({ method, path, query: url.searchParams, body });

    if (method === 'POST' && path === '/api/admin/login') {
      const { username, password } = (body ?? {}) as { username?: string; password?: string };
      if ((username === STUB_ADMIN.username || username === STUB_ADMIN.email) && password === STUB_ADMIN.password) {
        this.signedIn = true;
        const { password: _, ...account } = STUB_ADMIN;
        return json(route, 200, account);
      }
      return error(route, 401, 'invalid_credentials', "Login yoki parol noto'g'ri");
    }
    if (!this.signedIn) return error(route, 401, 'unauthorized', 'Avval tizimga kiring');

    if (method === 'POST' && path === '/api/admin/logout') {
      this.signedIn = false;
      return route.fulfill({ status: 204 });
    }
    if (method === 'GET' && path === '/api/admin/me') {
      const { password: _, ...account } = STUB_ADMIN;
      return json(route, 200, account);
    }
    if (method === 'GET' && path === '/api/admin/stats') return json(route, 200, this.stats());

    if (method === 'GET' && path === '/api/admin/users') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const rows = this.users.filter((u) => !q || `${u.firstName} ${u.lastName} ${u.email} ${u.username}`.toLowerCase().includes(q));
      const { items, total } = page(rows as unknown as Record<string, unknown>[], url.searchParams, (u) => `${u.firstName} ${u.lastName}`);
      return json(route, 200, items, { 'X-Total-Count': String(total) });
    }
    const userMatch = path.match(/^\/api\/admin\/users\/([^/]+)(\/.*)?$/);
    if (userMatch) {
      const target = this.users.find((u) => u.id === userMatch[1]);
      if (!target) return error(route, 404, 'not_found', 'Foydalanuvchi topilmadi');
      const rest = userMatch[2] ?? '';
      if (method === 'GET' && rest === '/delete-preview') {
        return json(route, 200, {
          services: target.serviceCount,
          bookings: target.bookingCount,
          upcomingBookings: 2,
          availability: target.serviceCount,
        });
      }
      if (method === 'PUT' && rest === '/role') {
        const role = (body as { role?: string }).role;
        if (target.role === 'platform_admin') return error(route, 403, 'forbidden', "Platform administratorini o'zgartirib bo'lmaydi");
        if (role !== 'user' && role !== 'admin' && role !== 'platform_admin') return error(route, 400, 'validation_error', "Noto'g'ri rol");
        target.role = role;
        return json(route, 200, target);
      }
      if (method === 'PUT' && rest === '/subscription') {
        const chosen = this.plans.find((p) => p.id === (body as { planId?: number }).planId);
        if (!chosen) return error(route, 400, 'validation_error', 'Rejani tanlang');
        if (target.subscription?.status === 'active') return error(route, 409, 'conflict', 'Foydalanuvchida faol obuna bor');
        target.subscription = {
          status: 'active',
          planId: chosen.id,
          planName: chosen.name,
          startDate: '2026-11-23T00:00:00Z',
          endDate: '2026-12-23T00:00:00Z',
        };
        return json(route, 200, target);
      }
      if (method === 'DELETE' && rest === '') {
        if (target.role === 'platform_admin') return error(route, 403, 'forbidden', "Platform administratorini o'chirib bo'lmaydi");
        this.users.splice(this.users.indexOf(target), 1);
        return route.fulfill({ status: 204 });
      }
    }

    if (path === '/api/admin/subscription-plans') {
      if (method === 'GET') return json(route, 200, this.plans);
      if (method === 'POST') {
        const input = body as StubPlan;
        const created = { ...input, id: Math.max(...this.plans.map((p) => p.id)) + 1, currency: 'UZS' };
        this.plans.push(created);
        return json(route, 201, created);
      }
    }
    const planMatch = path.match(/^\/api\/admin\/subscription-plans\/(\d+)$/);
    if (planMatch) {
      const target = this.plans.find((p) => p.id === Number(planMatch[1]));
      if (!target) return error(route, 404, 'not_found', 'Reja topilmadi');
      if (method === 'PUT') {
        Object.assign(target, body as StubPlan);
        return json(route, 200, target);
      }
      if (method === 'DELETE') {
        if (this.users.some((u) => u.subscription?.planId === target.id)) {
          return error(route, 409, 'conflict', "Bu rejada foydalanuvchilar bor. O'chirish o'rniga uni nofaol qiling.");
        }
        this.plans.splice(this.plans.indexOf(target), 1);
        return route.fulfill({ status: 204 });
      }
    }

    if (method === 'GET' && path === '/api/admin/activity') {
      const userId = url.searchParams.get('userId');
      const action = url.searchParams.get('action');
      const rows = this.activity.filter((a) => (!userId || a.userId === userId) && (!action || a.action.includes(action)));
      return json(route, 200, rows, { 'X-Total-Count': String(rows.length) });
    }

    if (method === 'GET' && path === '/api/admin/bookings') {
      const status = url.searchParams.get('status');
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const rows = this.bookings.filter(
        (b) => (!status || b.status === status) && (!q || `${b.name} ${b.phone} ${b.email ?? ''}`.toLowerCase().includes(q)),
      );
      const { items, total } = page(rows as unknown as Record<string, unknown>[], url.searchParams, (b) => String(b.name));
      return json(route, 200, items, { 'X-Total-Count': String(total) });
    }
    const statusMatch = path.match(/^\/api\/admin\/bookings\/([^/]+)\/status$/);
    if (method === 'PUT' && statusMatch) {
      const target = this.bookings.find((b) => b.id === statusMatch[1]);
      if (!target) return error(route, 404, 'not_found', 'Uchrashuv topilmadi');
      if (this.failNextStatusChange) {
        this.failNextStatusChange = false;
        return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
      }
      const status = (body as { status?: string }).status;
      if (status !== 'pending' && status !== 'confirmed' && status !== 'cancelled')
        return error(route, 400, 'validation_error', "Noto'g'ri holat");
      target.status = status;
      return json(route, 200, target);
    }

    if (method === 'GET' && path === '/api/admin/time-slots') return json(route, 200, this.timeSlots);
    const slotMatch = path.match(/^\/api\/admin\/time-slots\/(\d+)$/);
    if (method === 'PUT' && slotMatch) {
      const slot = this.timeSlots.find((s) => s.id === Number(slotMatch[1]));
      const isAvailable = (body as { isAvailable?: unknown }).isAvailable;
      if (!slot) return error(route, 404, 'not_found', 'Topilmadi');
      if (typeof isAvailable !== 'boolean') return error(route, 400, 'validation_error', "Noto'g'ri qiymat");
      slot.isAvailable = isAvailable;
      return json(route, 200, slot);
    }

    return error(route, 404, 'not_found', 'Topilmadi');
  }
}
