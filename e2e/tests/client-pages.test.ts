import { describe, expect, it } from 'vitest';
import { newVisitor, PHONE } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { DEMO } from '../support/provider.ts';

/** A refusal from the server is shown inside the dialog the client is using, not in a toast under the modal. */
const e2e = useE2eHarness();

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
