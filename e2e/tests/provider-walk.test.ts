import { formatBookingDate } from '@qabul/api/i18n';
import { describe, expect, it } from 'vitest';
import { newVisitor } from '../support/browser.ts';
import { addDays, longDate, shortDate } from '../support/dates.ts';
import { pickDate } from '../support/date-field.ts';
import { useE2eHarness } from '../support/harness.ts';
import { cancelLinkIn, waitForMail } from '../support/mail.ts';
import { addService, chooseFreemium, newProviderAccount, readPublicLink, register } from '../support/provider.ts';
import {
  chooseFirstFreeTime,
  chooseService,
  continueToConfirmation,
  fillClientDetails,
  SUCCESS_TITLE,
  submitBooking,
} from '../support/public-booking.ts';
import { readText } from '../support/text.ts';

/**
 * The product's main loop end to end, with two people at two browsers: a provider signs up and publishes
 * a service; a client books it from the public link; the provider confirms and moves it; the client
 * cancels it from the link in their e-mail.
 */
const e2e = useE2eHarness();

const SERVICE = {
  name: 'Erkaklar soch turmagi',
  description: 'Yuvish, soch olish va turmaklash',
  price: "90 000 so'm",
  durationMinutes: 30,
  cancellationHours: 2,
};
const CLIENT = { name: 'Dilnoza Yusupova', phone: '+998 90 123 45 67', email: 'dilnoza.yusupova@example.uz' };

/** A day as the e-mails write it to an Uzbek reader ("1-dekabr", with the year when it is not this year's). */
const mailDate = (isoDate: string) => formatBookingDate('uz', new Date(`${isoDate}T12:00:00Z`), { timeZone: 'Asia/Tashkent' });

describe('provider and client', () => {
  it('signs up, publishes a service, gets booked, confirms and reschedules; the client cancels by the e-mailed link', async () => {
    // The provider: Ro'yxatdan o'tish -> Freemium -> a service open every day 09:00-18:00.
    const provider = await newVisitor(e2e.browser);
    const account = newProviderAccount('Nodira', 'Saidova');
    await register(provider.page, e2e.app.url, account);
    await chooseFreemium(provider.page, e2e.app.url);
    await addService(provider.page, e2e.app.url, SERVICE);
    await provider.page.getByRole('heading', { name: SERVICE.name }).waitFor();
    const publicLink = await readPublicLink(provider.page, e2e.app.url);
    expect(publicLink).toMatch(new RegExp(`^${e2e.app.url}/[a-z0-9_]{3,32}$`));

    // The client: a different person in a fresh browser context, not signed in.
    const client = await newVisitor(e2e.browser);
    await client.page.goto(publicLink);
    await client.page.getByRole('heading', { name: 'Nodira Saidova', level: 1 }).waitFor();
    expect(await readText(client.page.getByRole('navigation', { name: 'Buyurtma bosqichlari' }))).toContain('1-bosqich, jami 5');
    await chooseService(client.page, SERVICE.name);
    const booked = await chooseFirstFreeTime(client.page);
    await continueToConfirmation(client.page);
    // An amount never wraps: its spaces are non-breaking ones, read here as plain spaces.
    const summary = (await readText(client.page.getByRole('main'))).replace(/\u00a0/g, ' ');
    for (const shown of [longDate(booked.date), booked.time, SERVICE.name, SERVICE.description, '30 daqiqa', SERVICE.price]) {
      expect(summary).toContain(shown);
    }
    await fillClientDetails(client.page, CLIENT);
    await submitBooking(client.page);
    const success = await readText(client.page.getByRole('main'));
    expect(success).toContain(SUCCESS_TITLE);
    expect(success).toContain(CLIENT.phone);
    const confirmationNumber = success.match(/Tasdiqlash raqami\s+([2-9A-HJ-NP-Z]{8})/)?.[1];
    expect(confirmationNumber, success).toBeDefined();

    // The provider finds it waiting in /user/bookings, confirms it, then moves it a week on to 11:00.
    await provider.page.goto(`${e2e.app.url}/user/bookings`);
    const card = provider.page.getByRole('article', { name: CLIENT.name });
    await card.getByText('Kutilmoqda').waitFor();
    const cardText = await readText(card);
    for (const shown of [longDate(booked.date), booked.time, SERVICE.name, CLIENT.phone, confirmationNumber!])
      expect(cardText).toContain(shown);
    await card.getByRole('button', { name: 'Tasdiqlash' }).click();
    await card.getByText('Tasdiqlangan').waitFor();

    const newDate = addDays(booked.date, 7);
    await card.getByRole('button', { name: "Ko'chirish" }).click();
    const reschedule = provider.page.getByRole('dialog', { name: "Uchrashuvni ko'chirish" });
    await pickDate(reschedule, 'Yangi sana', newDate);
    // The field shows the date the Uzbek way, not the browser's mm/dd/yyyy.
    await reschedule.getByRole('button', { name: `Yangi sana ${shortDate(newDate)}` }).waitFor();
    await reschedule.getByRole('button', { name: 'Davom etish' }).click();
    await reschedule.getByRole('group', { name: 'Yangi vaqt' }).getByRole('button', { name: '11:00' }).click();
    await reschedule.getByRole('button', { name: 'Davom etish' }).click();
    await reschedule.getByLabel('Sabab').fill("Shu kuni ustaxona yopiq bo'ladi");
    await reschedule.getByRole('button', { name: "Ko'chirish" }).click();
    await reschedule.waitFor({ state: 'detached' });
    await card.getByText(longDate(newDate)).waitFor();
    expect(await readText(card)).toContain('11:00');

    // The client's e-mail about the new time carries the cancel link (…/{username}?cancel=<id>&confirm=<number>&token=<client token>).
    const moved = await waitForMail(
      e2e.app.outboxDir,
      CLIENT.email,
      (mail) => mail.text.includes("Uchrashuvingiz vaqti o'zgartirildi") && mail.text.includes(mailDate(newDate)),
    );
    expect(moved.text).toContain('11:00');
    expect(moved.text).toContain(confirmationNumber!);
    const cancelLink = cancelLinkIn(moved, e2e.app.url);
    expect(cancelLink).toMatch(new RegExp(`^${publicLink}\\?cancel=[0-9a-f-]{36}&confirm=${confirmationNumber}&token=[0-9a-f]{64}$`));

    await client.page.goto(cancelLink!);
    const cancel = client.page.getByRole('dialog', { name: 'Uchrashuvni bekor qilish' });
    await cancel.getByText(`Tasdiqlash raqami: ${confirmationNumber}`).waitFor();
    // The link carries the booking's token: nothing to type again but the (optional) reason.
    await cancel.getByLabel('Sabab').fill("Rejalarim o'zgardi");
    expect(await cancel.getByLabel('Email').count()).toBe(0);
    expect(await cancel.getByLabel('Telefon raqam').count()).toBe(0);
    await cancel.getByRole('button', { name: 'Uchrashuvni bekor qilish' }).click();
    // The client lands on a page that says the appointment was cancelled.
    await client.page.getByRole('heading', { level: 1, name: 'Uchrashuvingiz bekor qilindi' }).waitFor();
    expect(client.page.url()).toContain('changed=cancelled');

    // Cancelled bookings leave the default (Faol) list and show under 'Bekor qilingan'.
    await provider.page.reload();
    await provider.page.getByText("Hozircha uchrashuvlar yo'q").waitFor();
    await provider.page
      .getByRole('group', { name: "Holat bo'yicha saralash" })
      .getByRole('button', { name: /^Bekor qilingan/ })
      .click();
    await card.getByText('Bekor qilingan').waitFor();
    expect(await readText(card)).toContain(longDate(newDate));

    expect(provider.errors).toEqual([]);
    expect(client.errors).toEqual([]);
  });
});
