import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { meetEventId } from '../../api/src/features/google/google-meet.ts';
import { FakeGoogle, googleEnv } from '../../api/test/support/fake-google.ts';
import { seriousViolations } from '../support/axe.ts';
import { newVisitor, PHONE } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { signIn } from '../support/provider.ts';
import { chooseFirstFreeTime, chooseService, continueToConfirmation, fillClientDetails, submitBooking } from '../support/public-booking.ts';

/**
 * Google on this machine: the app runs against the fake Google on loopback. The demo provider, on Premium,
 * connects Google from the profile through the consent page; a client books an online service and gets the
 * Meet link on the success step; moving and cancelling the booking follow in the calendar; disconnecting asks first.
 */
const google = new FakeGoogle();
beforeAll(async () => {
  await google.start();
});
const e2e = useE2eHarness(() => googleEnv(google));
afterAll(() => google.stop());

type Page = import('playwright-core').Page;
async function call<T>(page: Page, path: string, method = 'GET', body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(path, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      return response.json();
    },
    { path, method, body },
  ) as Promise<T>;
}

const SERVICE = 'Onlayn maslahat (Google Meet)';

describe('Google sign-in, connect and Meet links in Chromium', () => {
  it('a Premium provider connects Google, a client gets a Meet link, moving and cancelling follow, disconnect asks first', async () => {
    const provider = await newVisitor(e2e.browser);
    await signIn(provider.page, e2e.app.url, 'demo@qabul.uz', 'demo12345');
    const em = e2e.app.qabul.database.orm.em.fork();
    await em.getConnection().execute(
      `update user_subscriptions set status = 'cancelled' where user_id = (select id from users where email = 'demo@qabul.uz') and status = 'active';
       insert into user_subscriptions (user_id, plan_id, status, start_date, end_date)
       select u.id, p.id, 'active', now(), now() + interval '30 days' from users u, subscription_plans p
       where u.email = 'demo@qabul.uz' and p.code = 'premium';`,
    );

    // Profile -> Xavfsizlik -> Google hisobini ulash -> Google's consent (fake) -> back, connected.
    await provider.page.goto(`${e2e.app.url}/user/profile`);
    await provider.page.getByRole('tab', { name: 'Xavfsizlik' }).click();
    await provider.page.getByRole('link', { name: 'Google hisobini ulash' }).click();
    await provider.page.waitForURL(`${google.url}/o/oauth2/v2/auth?**`);
    await provider.page.getByLabel('Google account').fill('demo.calendar@example.uz');
    await provider.page.getByRole('button', { name: 'Allow' }).click();
    await provider.page.waitForURL(`${e2e.app.url}/user/profile`);
    await provider.page.getByText('Google hisobi ulandi').first().waitFor();
    await provider.page.getByText('Ulangan hisob: demo.calendar@example.uz').waitFor();
    await provider.page.screenshot({ path: `${artifactsDir}/google-connected.png`, fullPage: true });

    // An online service with Meet links, open all week.
    const service = await call<{ id: number }>(provider.page, '/api/services', 'POST', {
      name: SERVICE,
      description: 'Video qo‘ng‘iroq orqali',
      price: "150 000 so'm",
      duration: 30,
      isOnlineMeeting: true,
      useGoogleMeet: true,
    });
    const hours = Array.from({ length: 18 }, (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
    const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    await call(provider.page, `/api/service-availability/${service.id}`, 'PUT', {
      availability: Object.fromEntries(week.map((d) => [d, hours])),
    });

    // The client books on a phone; the success step shows the join button once Google made the link.
    const client = await newVisitor(e2e.browser, PHONE);
    await client.page.goto(`${e2e.app.url}/demo`);
    await chooseService(client.page, SERVICE);
    await chooseFirstFreeTime(client.page);
    await continueToConfirmation(client.page);
    await fillClientDetails(client.page, { name: 'Sardor Aliyev', phone: '+998 91 222 33 44', email: 'sardor@example.uz' });
    await submitBooking(client.page);
    const join = client.page.getByRole('link', { name: "Google Meet orqali qo'shilish" });
    await join.waitFor({ timeout: 15_000 });
    expect(await join.getAttribute('href')).toMatch(/^https:\/\/meet\.google\.com\//);
    await client.page.screenshot({ path: `${artifactsDir}/google-meet-success-375.png` });

    const bookings = await call<Array<{ id: string; date: string; googleMeetLink: string | null; dateTimeUtc: string }>>(
      provider.page,
      '/api/bookings',
    );
    const booked = bookings.find((b) => b.googleMeetLink)!;
    // The provider's bookings page links the meeting too.
    await provider.page.goto(`${e2e.app.url}/user/bookings`);
    const joinFromDashboard = provider.page.getByRole('link', { name: "Uchrashuvga qo'shilish" });
    await joinFromDashboard.waitFor();
    expect(await joinFromDashboard.getAttribute('href')).toBe(booked.googleMeetLink);
    expect(google.events.get(meetEventId(booked.id))?.attendees).toEqual([{ email: 'sardor@example.uz', displayName: 'Sardor Aliyev' }]);

    // The provider moves it: the event moves. Then cancels: the event is deleted.
    const moved = await call<{ dateTimeUtc: string }>(provider.page, `/api/bookings/${booked.id}/reschedule`, 'POST', {
      newDate: booked.date,
      newTimeSlot: '17:00',
    });
    await expect
      .poll(() => google.events.get(meetEventId(booked.id))?.start.dateTime, { timeout: 10_000 })
      .toBe(new Date(moved.dateTimeUtc).toISOString());
    await call(provider.page, `/api/bookings/${booked.id}/cancel`, 'POST', { reason: 'Mutaxassis kasal' });
    await expect.poll(() => google.events.get(meetEventId(booked.id))?.status, { timeout: 10_000 }).toBe('cancelled');

    // Calendar busy times on, then disconnect after a confirmation.
    await provider.page.goto(`${e2e.app.url}/user/profile`);
    await provider.page.getByRole('tab', { name: 'Xavfsizlik' }).click();
    await provider.page.getByRole('switch', { name: 'Google Kalendardagi band vaqtlarni hisobga olish' }).click();
    await provider.page.getByText('Google Kalendar band vaqtlari hisobga olinadi').first().waitFor();
    await provider.page.getByRole('button', { name: 'Uzish' }).click();
    const confirm = provider.page.getByRole('dialog', { name: 'Google hisobini uzasizmi?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Uzish' }).click();
    await provider.page.getByRole('link', { name: 'Google hisobini ulash' }).waitFor();
    expect(google.revoked).toHaveLength(1);
    for (const visitor of [provider, client]) expect(visitor.errors).toEqual([]);
  });

  it('the error page explains a development host and names the reason; the test page gives a consent URL', async () => {
    // bypassCSP lets axe's script in (the app's policy allows only its own scripts).
    const visitor = await newVisitor(e2e.browser, { ...PHONE, reducedMotion: 'reduce', bypassCSP: true });
    await visitor.page.goto(`${e2e.app.url}/google-auth-error?error=access_denied`);
    await visitor.page.getByRole('heading', { level: 1, name: 'Google orqali kirishda xatolik' }).waitFor();
    await visitor.page.getByText('Siz Google sahifasida ruxsat bermadingiz.').waitFor();
    await visitor.page.getByText('Google OAuth faqat asosiy domenda ishlaydi').waitFor();
    expect(await visitor.page.getByTestId('google-callback').textContent()).toBe(`${e2e.app.url}/api/auth/google/callback`);
    expect(await visitor.page.getByRole('link', { name: 'Profilga qaytish' }).getAttribute('href')).toBe('/user/profile');
    expect(await visitor.page.getByRole('link', { name: 'Qayta urinish' }).getAttribute('href')).toBe('/api/auth/google');
    expect(await seriousViolations(visitor.page)).toEqual([]);
    // Nothing wider than the phone: the long callback address wraps.
    expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await visitor.page.screenshot({ path: `${artifactsDir}/google-auth-error-375.png`, fullPage: true });

    // The sign-in page offers Google when it is set up.
    await visitor.page.goto(`${e2e.app.url}/auth`);
    await visitor.page.getByRole('link', { name: 'Google orqali kirish' }).waitFor();

    await signIn(visitor.page, e2e.app.url, 'demo@qabul.uz', 'demo12345');
    await visitor.page.goto(`${e2e.app.url}/google-oauth-test`);
    await visitor.page.getByRole('button', { name: "Havolani so'rash" }).click();
    const link = visitor.page.getByRole('link', { name: 'Havolani ochish' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^${google.url}/o/oauth2/v2/auth\\?`));
    expect(await seriousViolations(visitor.page)).toEqual([]);
    expect(visitor.errors).toEqual([]);
  });
});
