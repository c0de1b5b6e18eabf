import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newVisitor, PHONE } from '../support/browser.ts';
import { pickDate } from '../support/date-field.ts';
import { addDays, longDate, monthTitle, shortDate } from '../support/dates.ts';
import { useE2eHarness } from '../support/harness.ts';
import { waitForMail } from '../support/mail.ts';
import { artifactsDir } from '../support/paths.ts';
import { DEMO, signIn } from '../support/provider.ts';
import { readText } from '../support/text.ts';

/** A refusal from the server is shown inside the dialog the client is using, not in a toast under the modal. */
const e2e = useE2eHarness();

const sql = (query: string, params: unknown[] = []) => e2e.app.qabul.database.orm.em.fork().getConnection().execute(query, params, 'all');

/** A phone-sized screenshot in e2e/artifacts/ (gitignored), for a person to look at. */
async function shot(page: Page, name: string, fullPage = true) {
  await mkdir(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `client-375-${name}.png`), fullPage, animations: 'disabled' });
}

/** 'HH:mm' of an instant on the clock of `timeZone`, worked out here rather than by the app under test. */
function clockIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** The demo provider works in Tashkent (UTC+5); this client's browser is in Moscow (UTC+3). */
const CLIENT_ZONE = 'Europe/Moscow';
/** How the page names that zone for a person (never its id). */
const CLIENT_ZONE_WORDS = 'Moskva vaqti';

/** A booking of the demo provider on the first day ahead with a free time, made as a client would. */
async function demoBooking(phone: string) {
  const services = await (await fetch(`${e2e.app.url}/api/public/services/${DEMO.username}`)).json();
  let date = '';
  let free: { time: string } | undefined;
  for (let days = 20; !free && days < 30; days += 1) {
    date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const slots = await (await fetch(`${e2e.app.url}/api/time-slots?date=${date}&serviceId=${services[0].id}`)).json();
    free = slots.find((slot: { isAvailable: boolean }) => slot.isAvailable);
  }
  if (!free) throw new Error('the demo provider has no free time in the coming days');
  const reply = await fetch(`${e2e.app.url}/api/public/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Dilnoza Yusupova',
      phone,
      email: 'dilnoza.e2e@example.uz',
      date,
      timeSlot: free.time,
      serviceId: services[0].id,
      clientTimezone: CLIENT_ZONE,
    }),
  });
  return reply.json();
}

describe('the booking-success page tells the truth', () => {
  it('says a free, pending booking is received: neither paid nor confirmed', async () => {
    const booked = await demoBooking('+998 97 555 44 34');
    const { page, errors } = await newVisitor(e2e.browser, PHONE);
    await page.goto(`${e2e.app.url}/booking-success?booking=${booked.id}&token=${booked.clientToken}`);
    await page.getByRole('heading', { level: 1, name: 'Uchrashuvingiz qabul qilindi!' }).waitFor();
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is what the visitor sees, the point here
    const text = await page.locator('body').innerText();
    expect(text).not.toContain("To'lov muvaffaqiyatli");
    expect(text).not.toContain('tasdiqlandi');
    expect(text).toContain(booked.confirmationNumber);
    const calendar = page.getByRole('link', { name: "Kalendarga qo'shish (.ics)" });
    const ics = await (await fetch(`${e2e.app.url}${await calendar.getAttribute('href')}`)).text();
    expect(ics).toContain('BEGIN:VEVENT');
    expect(errors).toEqual([]);
  });
});

describe('errors inside dialogs, on a phone', () => {
  it('the public cancel dialog shows a wrong phone refusal inside the dialog, then a page that says it was cancelled', async () => {
    const booked = await demoBooking('+998 97 555 44 33');

    const { page, errors } = await newVisitor(e2e.browser, PHONE);
    await page.goto(`${e2e.app.url}/${DEMO.username}?cancel=${booked.id}&confirm=${booked.confirmationNumber}`);
    const dialog = page.getByRole('dialog', { name: 'Uchrashuvni bekor qilish' });
    await dialog.getByLabel('Email').fill('dilnoza.e2e@example.uz');
    await dialog.getByLabel('Telefon raqam').fill('+998 90 000 00 00');
    await dialog.getByRole('button', { name: 'Uchrashuvni bekor qilish' }).click();
    const alert = dialog.getByRole('alert');
    await alert.getByText('Tasdiqlash raqami, telefon yoki email mos kelmadi').waitFor();
    expect(await alert.isVisible()).toBe(true);

    // The same number written another way is the client's own: the cancel goes through.
    await dialog.getByLabel('Telefon raqam').fill('97 555 44 33');
    await dialog.getByRole('button', { name: 'Uchrashuvni bekor qilish' }).click();
    // A page of its own says what changed.
    await page.getByRole('heading', { level: 1, name: 'Uchrashuvingiz bekor qilindi' }).waitFor();
    expect(page.url()).toContain(`/booking-success?booking=${booked.id}&changed=cancelled`);
    const after = await (await fetch(`${e2e.app.url}/api/booking-details/${booked.id}`)).json();
    expect(after.status).toBe('cancelled');
    expect(errors).toEqual([]);
  });
});

describe("a client in another time zone than the provider's", () => {
  it('reads their own time, the zone named, on the success page and in the reschedule and cancel dialogs', async () => {
    const booked = await demoBooking('+998 97 555 44 35');
    const theirs = clockIn(booked.dateTimeUtc, CLIENT_ZONE);
    expect(theirs).not.toBe(booked.timeSlot);
    const { page, errors } = await newVisitor(e2e.browser, { ...PHONE, timezoneId: CLIENT_ZONE });

    await page.goto(`${e2e.app.url}/booking-success?booking=${booked.id}&token=${booked.clientToken}`);
    await page.getByRole('heading', { level: 1, name: 'Uchrashuvingiz qabul qilindi!' }).waitFor();
    const success = await readText(page.getByRole('main'));
    expect(success).toContain(`${theirs} (${CLIENT_ZONE_WORDS})`);
    expect(success).not.toContain(booked.timeSlot);
    await shot(page, 'success-other-zone');

    const proof = `confirm=${booked.confirmationNumber}&token=${booked.clientToken}`;
    await page.goto(`${e2e.app.url}/${DEMO.username}?reschedule=${booked.id}&${proof}`);
    const reschedule = page.getByRole('dialog', { name: "Uchrashuvni ko'chirish" });
    await reschedule.getByText(`${longDate(booked.date)}, ${theirs} (${CLIENT_ZONE_WORDS}) —`).waitFor();
    expect(await readText(reschedule)).not.toContain(`${booked.timeSlot} —`);

    await page.goto(`${e2e.app.url}/${DEMO.username}?cancel=${booked.id}&${proof}`);
    const cancel = page.getByRole('dialog', { name: 'Uchrashuvni bekor qilish' });
    await cancel.getByText(`, ${theirs} (${CLIENT_ZONE_WORDS})`).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('the public reschedule and cancel dialogs', () => {
  it("say the service's change rule before the form is filled, and pick the new day on the app's calendar with closed days", async () => {
    const booked = await demoBooking('+998 97 555 44 37');
    const { page, errors } = await newVisitor(e2e.browser, { ...PHONE, timezoneId: CLIENT_ZONE });
    const proof = `confirm=${booked.confirmationNumber}&token=${booked.clientToken}`;
    await page.goto(`${e2e.app.url}/${DEMO.username}?reschedule=${booked.id}&${proof}`);
    const dialog = page.getByRole('dialog', { name: "Uchrashuvni ko'chirish" });
    // The demo service allows changes up to 2 hours before the start: said at once, nothing typed yet.
    const rule = dialog.getByTestId('change-rule');
    await rule.getByText("Bekor qilish yoki ko'chirish uchrashuvdan kamida 2 soat oldin mumkin").waitFor();
    expect(await readText(rule)).toContain(
      `${clockIn(new Date(Date.parse(booked.dateTimeUtc) - 2 * 3_600_000).toISOString(), CLIENT_ZONE)} (${CLIENT_ZONE_WORDS}) gacha`,
    );

    // No browser date input: the app's own Uzbek calendar, where the demo's Sundays (no hours) cannot be picked.
    expect(await dialog.locator('input[type="date"]').count()).toBe(0);
    await dialog.getByRole('button', { name: /^Yangi sana/ }).click();
    const month = dialog.getByRole('grid', { name: monthTitle(booked.date) });
    for (let turns = 0; turns < 4 && !(await month.isVisible()); turns++) await dialog.getByRole('button', { name: 'Keyingi oy' }).click();
    let sunday = booked.date;
    while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0) sunday = addDays(sunday, -1);
    if (sunday.slice(0, 7) !== booked.date.slice(0, 7)) sunday = addDays(sunday, 7);
    expect(await month.getByRole('button', { name: new RegExp(`^${longDate(sunday)}`) }).getAttribute('aria-disabled')).toBe('true');
    await dialog.getByRole('button', { name: /^Yangi sana/ }).click();
    await shot(page, 'reschedule-dialog');

    const newDate = addDays(sunday, 1);
    await pickDate(dialog, 'Yangi sana', newDate);
    await dialog.getByRole('button', { name: `Yangi sana ${shortDate(newDate)}` }).waitFor();
    await dialog.getByText(`Vaqtlar sizning vaqtingizda (${CLIENT_ZONE_WORDS}) ko'rsatilgan.`).waitFor();

    // A booking past its window: the rule says so up front and the form cannot be sent.
    await sql('update services set cancellation_hours = 24 * 90 where id = (select service_id from bookings where id = ?)', [booked.id]);
    try {
      await page.goto(`${e2e.app.url}/${DEMO.username}?cancel=${booked.id}&${proof}`);
      const cancel = page.getByRole('dialog', { name: 'Uchrashuvni bekor qilish' });
      await cancel.getByTestId('change-rule').getByText("Bu uchrashuvni endi o'zgartirib ham, bekor qilib ham bo'lmaydi").waitFor();
      expect(await cancel.getByRole('button', { name: 'Uchrashuvni bekor qilish' }).isDisabled()).toBe(true);
    } finally {
      await sql('update services set cancellation_hours = 2 where id = (select service_id from bookings where id = ?)', [booked.id]);
    }
    expect(errors).toEqual([]);
  });
});

describe('a booking whose reserve fee was paid', () => {
  it('shows the provider the fee, warns both sides before a cancel, and tells the client what becomes of the money', async () => {
    const booked = await demoBooking('+998 97 555 44 38');
    // The fee paid online (the payment flow itself is covered in payments.test.ts).
    await sql(
      `insert into payment_orders (kind, provider_id, booking_id, service_id, amount, state, paid_at)
       select 'service_reserve', user_id, id, service_id, 5000000, 'paid', now() from bookings where id = ?`,
      [booked.id],
    );

    const client = await newVisitor(e2e.browser, PHONE);
    await client.page.goto(
      `${e2e.app.url}/${DEMO.username}?cancel=${booked.id}&confirm=${booked.confirmationNumber}&token=${booked.clientToken}`,
    );
    const clientDialog = client.page.getByRole('dialog', { name: 'Uchrashuvni bekor qilish' });
    await clientDialog.getByText("Siz 50 000 so'm oldindan to'lagansiz. Bekor qilinganda bu to'lov avtomatik qaytarilmaydi").waitFor();
    // Whom to ask about the fee: the business's phone, never the owner's login e-mail.
    expect(await readText(clientDialog)).toContain('+998712000001');
    expect(await readText(clientDialog)).not.toContain(DEMO.email);
    await shot(client.page, 'cancel-prepaid-client');

    const provider = await newVisitor(e2e.browser, PHONE);
    await signIn(provider.page, e2e.app.url, DEMO.email, DEMO.password);
    await provider.page.goto(`${e2e.app.url}/user/bookings`);
    const card = provider.page.getByTestId(`booking-${booked.confirmationNumber}`);
    await card.getByText("50 000 so'm to'langan").waitFor();
    expect((await readText(card)).replace(/\s+/g, ' ')).toContain("Oldindan to'lov 50 000 so'm to'langan");
    await card.getByRole('button', { name: 'Bekor qilish' }).click();
    const dialog = provider.page.getByRole('dialog', { name: 'Uchrashuvni bekor qilish' });
    await dialog.getByText("Mijoz 50 000 so'm oldindan to'lagan. Bekor qilinganda bu to'lov avtomatik qaytarilmaydi").waitFor();
    await shot(provider.page, 'cancel-prepaid-provider', false);
    await dialog.getByRole('button', { name: 'Bekor qilish' }).click();
    await dialog.waitFor({ state: 'detached' });

    const mail = await waitForMail(
      e2e.app.outboxDir,
      'dilnoza.e2e@example.uz',
      (m) => m.text.includes('Uchrashuvingiz bekor qilindi') && m.text.includes(booked.confirmationNumber),
    );
    expect(mail.text.replace(/\s+/g, ' ')).toContain(
      "Oldindan to'lov (50 000 so'm) avtomatik qaytarilmaydi. Qaytarish bo'yicha Aziz Barber Studio bilan bog'laning: +998 71 200 00 01.",
    );

    await client.page.goto(`${e2e.app.url}/booking-success?booking=${booked.id}&token=${booked.clientToken}`);
    await client.page.getByRole('heading', { level: 1, name: 'Uchrashuv bekor qilingan' }).waitFor();
    await client.page.getByText("Oldindan to'lov (50 000 so'm) avtomatik qaytarilmaydi").waitFor();
    expect(client.errors).toEqual([]);
    expect(provider.errors).toEqual([]);
  });
});
