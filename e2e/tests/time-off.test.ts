import { describe, expect, it } from 'vitest';
import { newVisitor, PHONE } from '../support/browser.ts';
import { pickDate } from '../support/date-field.ts';
import { useE2eHarness } from '../support/harness.ts';
import { DEMO, signIn } from '../support/provider.ts';
import { readText } from '../support/text.ts';

/**
 * "Dam olish kunlari" on a 375 px phone: the demo provider closes the day of a booking, sees that booking listed
 * and cancels it there after confirming, adds a holiday with one tap, and removes a day off after confirming.
 */
const e2e = useE2eHarness();

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  e2e.app.qabul.database.orm.em.fork().getConnection().execute<T[]>(query, params, 'all');

describe('days off at 375 px', () => {
  it('closes a day, settles its booking in one place, adds a holiday chip, removes a day off', async () => {
    const { page, context, errors } = await newVisitor(e2e.browser, PHONE);
    await signIn(page, e2e.app.url, DEMO.email, DEMO.password);
    const listed = (await (await context.request.get(`${e2e.app.url}/api/bookings`)).json()) as Array<{
      id: string;
      name: string;
      date: string;
      serviceId: number;
    }>;
    const dilnoza = listed.find((b) => b.name === 'Dilnoza Yusupova');
    if (!dilnoza) throw new Error('the demo booking is missing');
    // The demo's bookings fall on the next workdays: on a weekend two of them share Monday.
    const sameDay = listed.filter((b) => b.date === dilnoza.date).length;

    await page.goto(`${e2e.app.url}/user/time-off`);
    await page.getByRole('heading', { name: 'Dam olish kunlari', level: 1 }).waitFor();
    const add = page.getByRole('region', { name: "Dam olish qo'shish" });
    await pickDate(add, 'Boshlanishi', dilnoza.date);
    await pickDate(add, 'Tugashi', dilnoza.date);
    await add.getByLabel('Izoh').fill('Kasal');
    await add.getByRole('button', { name: "Qo'shish" }).click();

    const affected = page.getByRole('region', { name: 'Bu kunlardagi uchrashuvlar' });
    expect(await readText(affected)).toContain(`${sameDay} ta uchrashuv dam olish kunlariga to'g'ri keladi`);
    await affected.getByRole('checkbox', { name: /Dilnoza Yusupova/ }).waitFor();
    // Nothing was cancelled by itself.
    expect(await sql(`select status from bookings where id = ?`, [dilnoza.id])).toEqual([{ status: 'confirmed' }]);
    await affected.getByRole('button', { name: 'Tanlanganlarni bekor qilish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Uchrashuvlarni bekor qilasizmi?' });
    expect(await readText(dialog)).toContain(`${sameDay} ta uchrashuv bekor qilinadi`);
    await dialog.getByRole('button', { name: 'Uchrashuvlarni bekor qilish' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('toast').getByText(`${sameDay} ta uchrashuv yangilandi`).waitFor();
    await affected.waitFor({ state: 'detached' });
    expect(await sql(`select status from bookings where id = ?`, [dilnoza.id])).toEqual([{ status: 'cancelled' }]);

    // The closed day offers nothing on the public side.
    const slots = await (
      await context.request.get(`${e2e.app.url}/api/time-slots?date=${dilnoza.date}&serviceId=${dilnoza.serviceId}`)
    ).json();
    expect(slots).toEqual([]);

    // A holiday in one tap.
    const chip = add.getByRole('button', { name: / · \d{1,2}-[a-z']+ \d{4}$/ }).first();
    const chipName = (await chip.textContent())?.split(' · ')[0] ?? '';
    await chip.click();
    const list = page.getByRole('region', { name: 'Belgilangan dam olish kunlari' });
    await list.getByText(chipName, { exact: false }).waitFor();
    expect(await sql(`select note from time_off order by from_date`)).toHaveLength(2);

    // Removing asks first.
    await list.getByRole('listitem').filter({ hasText: 'Kasal' }).getByRole('button', { name: "O'chirish" }).click();
    const confirm = page.getByRole('dialog', { name: "Dam olish kunini o'chirasizmi?" });
    await confirm.getByRole('button', { name: "O'chirish" }).click();
    await confirm.waitFor({ state: 'detached' });
    await list.getByText('Kasal').waitFor({ state: 'detached' });
    expect(await sql(`select note from time_off`)).toEqual([{ note: chipName }]);

    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sits away from the screen's edge like the other pages, and names the month in the reader's language", async () => {
    for (const [language, options, month] of [
      ['uz', PHONE, /^(Yanvar|Fevral|Mart|Aprel|May|Iyun|Iyul|Avgust|Sentabr|Oktabr|Noyabr|Dekabr) \d{4}$/],
      ['ru', {}, /^(Январь|Февраль|Март|Апрель|Май|Июнь|Июль|Август|Сентябрь|Октябрь|Ноябрь|Декабрь) \d{4}$/],
      ['uz-Cyrl', PHONE, /^[А-ЯЎҚҒҲ][а-яўқғҳ]+ \d{4}$/],
    ] as const) {
      const { page, context, errors } = await newVisitor(e2e.browser, options);
      await signIn(page, e2e.app.url, DEMO.email, DEMO.password);
      await page.goto(`${e2e.app.url}/user/time-off?lang=${language}`);
      const calendar = page.getByRole('region', { name: language === 'ru' ? 'Календарь' : language === 'uz' ? 'Kalendar' : 'Календар' });
      const title = calendar.locator('strong');
      await title.waitFor();
      expect(await title.textContent(), language).toMatch(month);
      // The title and every section keep the page's margins, as on the other dashboard pages.
      const width = await page.evaluate(() => window.innerWidth);
      for (const box of [await page.locator('main h1').boundingBox(), await calendar.boundingBox()]) {
        expect(box?.x, language).toBeGreaterThanOrEqual(16);
        expect((box?.x ?? 0) + (box?.width ?? 0), language).toBeLessThanOrEqual(width - 16);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
