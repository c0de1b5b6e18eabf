import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, providerWithService } from '../../api/test/support/fixtures.ts';
import { HttpClient } from '../../api/test/support/http-client.ts';
import { newVisitor, PHONE } from '../support/browser.ts';
import { pickDate } from '../support/date-field.ts';
import { addDays, todayIn } from '../support/dates.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { chooseFirstFreeTime, chooseService, continueToConfirmation, fillClientDetails, submitBooking } from '../support/public-booking.ts';

/**
 * The web flow tells the truth and trusts its links (DECISIONS.md, "Every word in the reader's language"): the
 * success step says spec.md's sentence and then the booking's real status; every client, even one with neither
 * e-mail nor bot, gets the booking's own link (with its token) to keep; a cancel or reschedule link that carries the
 * token asks nothing more, one without it asks for the e-mail and phone as spec.md's form does.
 */
const e2e = useE2eHarness();

beforeAll(async () => {
  await mkdir(artifactsDir, { recursive: true });
});

const sql = (query: string, params: unknown[] = []) =>
  e2e.app.qabul.database.orm.em.getConnection().execute(query, params, 'all') as Promise<Record<string, unknown>[]>;

type Provider = Awaited<ReturnType<typeof providerWithService>>;
const newProvider = (): Promise<Provider> => providerWithService({ client: () => new HttpClient(e2e.app.url) } as never);

describe('the web success step and the client links', () => {
  it('says the booking waits for the master, hands over its own link, and that link cancels without typing', {
    timeout: 90_000,
  }, async () => {
    const provider = await newProvider();
    const { page, context, errors } = await newVisitor(e2e.browser, PHONE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.app.url });
    await page.goto(`${e2e.app.url}/${provider.user.username}`);
    await chooseService(page, 'Soch olish');
    // Days ahead, outside the service's 24-hour change window, so the link may still cancel.
    await chooseFirstFreeTime(page, undefined, addDays(todayIn(), 3));
    await continueToConfirmation(page);
    // Neither e-mail nor Telegram: the link below is this client's only way back.
    await fillClientDetails(page, { name: 'Gulnora Rashidova', phone: '+998 90 321 54 76' });
    await submitBooking(page);

    expect(await page.getByTestId('booking-status').textContent()).toBe('Holati: Kutilmoqda. Uchrashuvni usta tasdiqlaydi.');
    const [row] = await sql('select id, client_token, confirmation_number, status from bookings where user_id = ?', [provider.user.id]);
    expect(row?.status).toBe('pending');
    const own = `${e2e.app.url}/booking-success?booking=${row?.id}&token=${row?.client_token}`;
    expect(await page.getByLabel('Uchrashuvingiz havolasi').inputValue()).toBe(own);
    await page.getByRole('button', { name: 'Nusxalash' }).click();
    await page.getByText('Nusxalandi!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(own);
    await page.screenshot({ path: path.join(artifactsDir, 'own-link-success.png'), fullPage: true });

    // The kept link opens the booking with everything in it, and its cancel asks for no e-mail or phone.
    await page.goto(own);
    await page.getByRole('heading', { level: 1, name: 'Uchrashuvingiz qabul qilindi!' }).waitFor();
    expect(await page.getByRole('main').textContent()).toContain('Gulnora Rashidova');
    await page.getByRole('link', { name: 'Bekor qilish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Uchrashuvni bekor qilish' });
    await dialog.getByText(`Tasdiqlash raqami: ${row?.confirmation_number}.`, { exact: true }).waitFor();
    await dialog.getByTestId('change-rule').waitFor();
    expect(await dialog.getByLabel('Email').count()).toBe(0);
    expect(await dialog.getByLabel('Telefon raqam').count()).toBe(0);
    await page.screenshot({ path: path.join(artifactsDir, 'own-link-cancel.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Uchrashuvni bekor qilish' }).click();
    await page.getByRole('heading', { level: 1, name: 'Uchrashuvingiz bekor qilindi' }).waitFor();
    expect((await sql('select status from bookings where id = ?', [row?.id]))[0]?.status).toBe('cancelled');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a reschedule link with the token moves the booking at once; without the token the form asks as spec.md says', async () => {
    const provider = await newProvider();
    const booked = await new HttpClient(e2e.app.url).post(
      '/api/public/bookings',
      bookingBody(provider.service.id, addDays(todayIn(), 5), '10:00', { phone: '+998 90 222 33 44' }),
    );
    expect(booked.status).toBe(201);
    const { id, confirmationNumber, clientToken } = booked.body as { id: string; confirmationNumber: string; clientToken: string };
    const { page, context, errors } = await newVisitor(e2e.browser, PHONE);

    await page.goto(`${e2e.app.url}/${provider.user.username}?reschedule=${id}&confirm=${confirmationNumber}&token=${clientToken}`);
    const dialog = page.getByRole('dialog', { name: "Uchrashuvni ko'chirish" });
    await dialog.getByTestId('change-rule').waitFor();
    expect(await dialog.getByLabel('Email').count()).toBe(0);
    expect(await dialog.getByLabel('Telefon raqam').count()).toBe(0);
    const newDate = addDays(todayIn(), 6);
    await pickDate(dialog, 'Yangi sana', newDate);
    const times = dialog.getByLabel('Yangi vaqt');
    await expect.poll(() => times.locator('option[value="11:00"]').count()).toBe(1);
    await times.selectOption('11:00');
    const sent = page.waitForRequest((request) => request.url().endsWith(`/api/public/bookings/${id}/reschedule`));
    await dialog.getByRole('button', { name: "Ko'chirish" }).click();
    expect((await sent).postDataJSON()).toEqual({ confirmationNumber, token: clientToken, newDate, newTimeSlot: '11:00', reason: null });
    await page.getByRole('heading', { level: 1, name: "Uchrashuv ko'chirildi" }).waitFor();
    expect(await sql('select date::text as date, time_slot from bookings where id = ?', [id])).toEqual([
      { date: newDate, time_slot: '11:00' },
    ]);

    // The number alone (an old link, or typed by hand): the spec's form asks for the e-mail and the phone.
    await page.goto(`${e2e.app.url}/${provider.user.username}?cancel=${id}&confirm=${confirmationNumber}`);
    const cancel = page.getByRole('dialog', { name: 'Uchrashuvni bekor qilish' });
    await cancel.getByLabel('Email').waitFor();
    await cancel.getByLabel('Telefon raqam').waitFor();
    await cancel.getByRole('button', { name: 'Uchrashuvni bekor qilish' }).click();
    await cancel.getByRole('alert').getByText('Email va telefon raqamni kiriting').waitFor();
    expect((await sql('select status from bookings where id = ?', [id]))[0]?.status).toBe('pending');
    expect(errors).toEqual([]);
    await context.close();
  });
});
