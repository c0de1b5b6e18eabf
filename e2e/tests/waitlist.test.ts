import { describe, expect, it } from 'vitest';
import { newVisitor, PHONE } from '../support/browser.ts';
import { addDays, longDate, monthTitle, todayIn } from '../support/dates.ts';
import { useE2eHarness } from '../support/harness.ts';
import { DEMO, signIn } from '../support/provider.ts';
import { chooseService } from '../support/public-booking.ts';

/** A client opens a day with no free time on the public page and joins its waitlist ("Navbatga yozilish"). */
const e2e = useE2eHarness();

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  e2e.app.qabul.database.orm.em.fork().getConnection().execute<T[]>(query, params, 'all');

/**
 * A Monday-to-Saturday day (the demo works every day but Sunday) inside the coming week: the page learns closed
 * weekdays from the coming lists, and one closed date must not grey out its weekday (it stays pickable).
 */
function workday(): string {
  for (let offset = 2; ; offset++) {
    const date = addDays(todayIn(), offset);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() !== 0) return date;
  }
}

/** Books 10:00 of `date` with "Farqi yo'q" until no master is left free then. */
async function fillTen(date: string) {
  const [service] = await sql<{ id: number }>(
    "select s.id from services s join users u on u.id = s.user_id where u.username = 'demo' and s.name = 'Soch olish'",
  );
  for (let i = 0; ; i++) {
    const reply = await fetch(`${e2e.app.url}/api/public/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Band Mijoz', phone: `+998 97 ${100 + i} 11 22`, date, timeSlot: '10:00', serviceId: service?.id }),
    });
    if (reply.status === 409) return;
    expect(reply.status).toBe(201);
  }
}

describe('waitlist on the public page at 375 px', () => {
  it('a full day offers "Navbatga yozilish"; the client joins and may leave again', async () => {
    const date = workday();
    const provider = await newVisitor(e2e.browser, PHONE);
    await signIn(provider.page, e2e.app.url, DEMO.email, DEMO.password);
    // The day keeps one start, 10:00 (a 45-minute visit in its hour), and every master is booked then: a full day
    // (a closed one is not offered at all).
    const oneTime = await provider.context.request.put(`${e2e.app.url}/api/date-overrides/${date}`, {
      data: { times: ['10:00', '10:30'] },
      headers: { origin: e2e.app.url },
    });
    expect(oneTime.status()).toBe(200);
    await provider.context.close();
    await fillTen(date);

    const { page, context, errors } = await newVisitor(e2e.browser, PHONE);
    await page.goto(`${e2e.app.url}/demo`);
    await chooseService(page, 'Soch olish');
    if (!(await page.getByRole('grid', { name: monthTitle(date) }).isVisible())) {
      await page.getByRole('button', { name: 'Keyingi oy' }).click();
      await page.getByRole('grid', { name: monthTitle(date) }).waitFor();
    }
    await page.getByRole('button', { name: longDate(date), exact: true }).click();
    await page.getByRole('button', { name: 'Davom etish' }).click();
    await page.getByText("Bu kunda bo'sh vaqt yo'q").waitFor();

    const form = page.getByRole('form', { name: 'Navbatga yozilish' });
    await form.getByLabel('Ismingiz').fill('Kamola Yusupova');
    await form.getByLabel('Telefon raqamingiz').fill('+998 90 765 43 21');
    await form.getByLabel('Email').fill('kamola@example.uz');
    await form.getByRole('button', { name: 'Navbatga yozilish' }).click();
    await page.getByText('Navbatga yozildingiz.', { exact: false }).waitFor();
    expect(await sql("select name, to_char(date, 'YYYY-MM-DD') as date from waitlist_entries")).toEqual([
      { name: 'Kamola Yusupova', date },
    ]);

    await page.getByRole('button', { name: 'Navbatdan chiqish' }).click();
    await form.waitFor();
    expect(await sql('select 1 from waitlist_entries')).toEqual([]);

    // An offer's link opens the service's day at once: the day is open again, its times are shown.
    const [service] = await sql<{ id: number }>(
      "select s.id from services s join users u on u.id = s.user_id where u.username = 'demo' and s.name = 'Soch olish'",
    );
    const reopened = await newVisitor(e2e.browser, PHONE);
    await signIn(reopened.page, e2e.app.url, DEMO.email, DEMO.password);
    expect(
      (await reopened.context.request.delete(`${e2e.app.url}/api/date-overrides/${date}`, { headers: { origin: e2e.app.url } })).status(),
    ).toBe(204);
    await reopened.context.close();
    await page.goto(`${e2e.app.url}/u/demo?service=${service?.id}&date=${date}`);
    await page.getByRole('heading', { name: 'Vaqtni tanlang' }).waitFor();
    await page
      .getByRole('button', { name: /^\d{2}:\d{2}$/, disabled: false })
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
