import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  BookingDetailsResponse,
  BookingResponse,
  LoginResponse,
  MySubscriptionResponse,
  PlanResponse,
  PublicBookingResponse,
  PublicProviderResponse,
  ServiceAvailabilityResponse,
  PublicServiceResponse,
  ServiceResponse,
  SlotResponse,
  UserResponse,
} from '../src/contracts/responses.ts';
import {
  ActivityResponse,
  AdminAccountResponse,
  AdminBookingResponse,
  AdminPlanResponse,
  AdminSessionResponse,
  AdminStatsResponse,
  AdminTimeSlotResponse,
  AdminUserResponse,
  DeletePreviewResponse,
  PlatformStatsResponse,
} from '../src/contracts/admin-responses.ts';
import { adminAccount, bareBooking, bareUser, userWithRole } from './support/admin-fixtures.ts';
import { bookingBody, daysAhead, halfHours, planId, WEEK } from './support/fixtures.ts';
import { matches } from './support/contracts.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// The web app and the Mini App read these shapes as their types: a real answer must match its contract
// exactly (strict objects: a field added or dropped on the server fails here, not in a browser).
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
});
afterAll(() => app.close());

describe('answers match the contracts the clients are typed by', () => {
  it('account, plans, services, hours, public pages, slots and bookings', async () => {
    const provider = app.client();
    const email = `contract${Date.now()}@example.uz`;
    matches(
      UserResponse,
      await provider.post('/api/register', { firstName: 'Aziz', lastName: 'Karimov', email, password: 'secret123' }),
      201,
    );
    const plans = await provider.get('/api/subscription-plans');
    matches(PlanResponse.array().min(1), plans);
    matches(MySubscriptionResponse, await provider.post('/api/select-subscription-plan', { planId: await planId(provider, 'freemium') }));
    matches(MySubscriptionResponse, await provider.get('/api/my-subscription'));
    matches(UserResponse, await provider.get('/api/user'));
    matches(LoginResponse, await app.client().post('/api/login', { username: email, password: 'secret123' }));

    const created = await provider.post('/api/services', {
      name: 'Soch olish',
      description: 'Klassik soch olish',
      price: "80 000 so'm",
      duration: 30,
      meetingAddress: 'Toshkent, Amir Temur 1',
    });
    matches(ServiceResponse, created, 201);
    matches(ServiceResponse.array().length(1), await provider.get('/api/services'));
    const hours = { availability: Object.fromEntries(WEEK.map((day) => [day, halfHours('09:00', '12:00')])) };
    matches(ServiceAvailabilityResponse, await provider.put(`/api/service-availability/${created.body.id}`, hours));
    matches(ServiceAvailabilityResponse, await provider.get(`/api/service-availability/${created.body.id}`));

    const me = (await provider.get('/api/user')).body;
    matches(PublicProviderResponse, await app.client().get(`/api/public/user/${me.username}`));
    matches(PublicServiceResponse.array().length(1), await app.client().get(`/api/public/services/${me.username}`));
    const date = daysAhead(4);
    const slotsUrl = `/api/time-slots?date=${date}&serviceId=${created.body.id}&clientTimezone=Europe/Moscow`;
    matches(SlotResponse.array().min(1), await app.client().get(slotsUrl));
    // The repeat comes from the cache: the same contract.
    matches(SlotResponse.array().min(1), await app.client().get(slotsUrl));

    const booked = await app.client().post('/api/public/bookings', bookingBody(created.body.id, date, '10:00', { notes: 'Iltimos' }));
    matches(PublicBookingResponse, booked, 201);
    matches(BookingResponse.array().length(1), await provider.get('/api/bookings'));
    matches(BookingDetailsResponse, await app.client().get(`/api/booking-details/${booked.body.id}`));
    matches(BookingDetailsResponse, await app.client().get(`/api/booking-details/${booked.body.id}?token=${booked.body.clientToken}`));
    matches(SlotResponse.array().min(1), await provider.get(`/api/time-slots?date=${date}`));
  });

  it('the admin panel and the platform admin', async () => {
    const account = await adminAccount(app);
    const panel = app.client();
    matches(AdminSessionResponse, await panel.get('/api/admin/session'));
    matches(AdminAccountResponse, await panel.post('/api/admin/login', { username: account.username, password: account.password }));
    matches(AdminAccountResponse, await panel.get('/api/admin/me'));
    matches(AdminSessionResponse, await panel.get('/api/admin/session'));

    const provider = await bareUser(app);
    const booking = await bareBooking(app, provider, null, { email: 'mijoz@example.uz' });
    matches(AdminUserResponse, await panel.put(`/api/admin/users/${provider}/role`, { role: 'admin' }));
    matches(AdminUserResponse, await panel.put(`/api/admin/users/${provider}/subscription`, { planId: await planId(panel, 'freemium') }));
    matches(AdminUserResponse.array().min(1), await panel.get('/api/admin/users'));
    matches(DeletePreviewResponse, await panel.get(`/api/admin/users/${provider}/delete-preview`));
    matches(AdminPlanResponse.array().min(1), await panel.get('/api/admin/subscription-plans'));
    matches(AdminBookingResponse.array().min(1), await panel.get('/api/admin/bookings'));
    matches(AdminBookingResponse, await panel.put(`/api/admin/bookings/${booking}/status`, { status: 'confirmed' }));
    const slots = await panel.get('/api/admin/time-slots');
    matches(AdminTimeSlotResponse.array().min(1), slots);
    matches(AdminTimeSlotResponse, await panel.put(`/api/admin/time-slots/${slots.body[0].id}`, { isAvailable: false }));
    matches(ActivityResponse.array().min(1), await panel.get('/api/admin/activity'));
    matches(AdminStatsResponse, await panel.get('/api/admin/stats'));

    const platform = await userWithRole(app, 'platform_admin');
    matches(PlatformStatsResponse, await platform.client.get('/api/platform-admin/stats'));
    matches(AdminUserResponse.array().min(1), await platform.client.get('/api/platform-admin/users'));
    matches(AdminUserResponse, await platform.client.post(`/api/platform-admin/users/${provider}/subscription/cancel`));
  });
});
