import { describe, expect, it } from 'vitest';
import { newVisitor, PHONE } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { DEMO, signIn } from '../support/provider.ts';
import { scrollToPageEnd } from '../support/public-booking.ts';
import { readText } from '../support/text.ts';

/**
 * The demo provider's three clients (Dilnoza, Jasur, Malika, one booking each on the next workdays) on a
 * 375 px phone: "Kelmadi" on a visit that began, the client card with its figures and note, "Yana yozish";
 * then a client rates a past visit from the e-mail's link and the public page shows it.
 */
const e2e = useE2eHarness();

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  e2e.app.qabul.database.orm.em.fork().getConnection().execute<T[]>(query, params, 'all');

/** The visit of the demo client `name` began `minutes` ago (only its times move, as the clock would). */
async function startedAgo(name: string, minutes: number): Promise<{ id: string; client_token: string }> {
  const [row] = await sql<{ id: string; client_token: string }>(
    `update bookings set date_time_utc = now() - make_interval(mins => ?),
       ends_at = now() - make_interval(mins => ?) + (ends_at - date_time_utc),
       blocked_until = now() - make_interval(mins => ?) + (blocked_until - date_time_utc)
     where name = ? returning id, client_token`,
    [minutes, minutes, minutes, name],
  );
  return row as { id: string; client_token: string };
}

const noOverflow = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('clients and reviews', () => {
  it('marks a begun visit "Kelmadi", finds it on the client card, keeps a note and books the client again', async () => {
    const { page, context, errors } = await newVisitor(e2e.browser, PHONE);
    await startedAgo('Dilnoza Yusupova', 10);
    await signIn(page, e2e.app.url, DEMO.email, DEMO.password);
    await page.goto(`${e2e.app.url}/user/bookings`);
    const dilnoza = page.getByRole('article', { name: 'Dilnoza Yusupova' });
    // Only the visit that began offers "Kelmadi".
    expect(await page.getByRole('article', { name: 'Jasur Aliyev' }).getByRole('button', { name: 'Kelmadi' }).count()).toBe(0);
    await dilnoza.getByRole('button', { name: 'Kelmadi' }).click();
    await page.getByTestId('toast').getByText('«Kelmadi» deb belgilandi').waitFor();
    await dilnoza.getByText('Kelmadi', { exact: true }).waitFor();

    await page.goto(`${e2e.app.url}/user/clients`);
    await page.getByRole('heading', { name: 'Mijozlar', level: 1 }).waitFor();
    // Every client of the demo (its first bookings and its working Monday's), once each.
    const clients = (await (await page.context().request.get(`${e2e.app.url}/api/clients`)).json()) as unknown[];
    expect(clients.length).toBeGreaterThan(2);
    await expect.poll(() => page.getByRole('button', { name: /: mijoz kartasi$/ }).count()).toBe(clients.length);
    await page.getByLabel('Mijozlarni qidirish').fill('765 43');
    await page.getByRole('button', { name: 'Jasur Aliyev: mijoz kartasi' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /: mijoz kartasi$/ }).count()).toBe(1);
    await page.getByLabel('Mijozlarni qidirish').fill('yoq odam');
    await page.getByText('Bu qidiruv bo‘yicha mijoz topilmadi').waitFor();
    await page.getByLabel('Mijozlarni qidirish').fill('dilnoza');
    await page.getByRole('button', { name: 'Dilnoza Yusupova: mijoz kartasi' }).click();

    const card = page.getByRole('dialog', { name: 'Dilnoza Yusupova' });
    expect(await readText(card.getByTestId('client-no-shows').locator('dd'))).toBe('1');
    expect(await readText(card.getByTestId('client-visits').locator('dd'))).toBe('0');
    await card.getByLabel(/Shaxsiy izoh/).fill('Oldindan qo‘ng‘iroq qilib eslatish kerak');
    await card.getByRole('button', { name: 'Izohni saqlash' }).click();
    await page.getByTestId('toast').getByText('Izoh saqlandi').waitFor();
    expect(await sql(`select note from clients where name = 'Dilnoza Yusupova'`)).toEqual([
      { note: 'Oldindan qo‘ng‘iroq qilib eslatish kerak' },
    ]);
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);

    await card.getByRole('button', { name: 'Yana yozish' }).click();
    const form = page.getByRole('dialog', { name: 'Yangi uchrashuv' });
    await form.waitFor();
    expect(await form.getByLabel('Mijoz ismi').inputValue()).toBe('Dilnoza Yusupova');
    expect(await form.getByLabel('Telefon raqam').inputValue()).toBe('+998901234567');
    // The address asked for the form once; a reload does not open it again.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("rates a past visit from the e-mail's link, and the public page shows the average and the comment", async () => {
    const visit = await startedAgo('Malika Rahimova', 180);
    const { page, context, errors } = await newVisitor(e2e.browser, PHONE);
    await page.goto(`${e2e.app.url}/review/${visit.id}?token=${visit.client_token}`);
    await page.getByRole('heading', { name: 'Tashrifingizni baholang' }).waitFor();
    await page.getByRole('button', { name: 'Yuborish' }).click();
    await page.getByText('Avval bahoni tanlang').waitFor();
    await page.getByRole('radio', { name: '4 yulduz' }).click();
    await page.getByLabel(/Fikringiz/).fill('Juda yoqdi, rahmat!');
    await page.getByRole('button', { name: 'Yuborish' }).click();
    await page.getByText('Rahmat! Bahoingiz qabul qilindi.').waitFor();
    expect(await sql(`select rating, comment, client_name from reviews`)).toEqual([
      { rating: 4, comment: 'Juda yoqdi, rahmat!', client_name: 'Malika R.' },
    ]);

    // The same link again: already rated, said in Uzbek on the page.
    await page.goto(`${e2e.app.url}/review/${visit.id}?token=${visit.client_token}`);
    await page.getByRole('radio', { name: '5 yulduz' }).click();
    await page.getByRole('button', { name: 'Yuborish' }).click();
    await page.getByText('Bu tashrif uchun baho allaqachon qoldirilgan').waitFor();

    await page.goto(`${e2e.app.url}/${DEMO.username}`);
    await scrollToPageEnd(page);
    const reviews = page.getByTestId('public-reviews');
    await reviews.getByText('4.0 / 5 · 1 ta baho').waitFor();
    await reviews.getByText('Juda yoqdi, rahmat!').waitFor();
    expect(await reviews.getByText('Malika R.').count()).toBe(1);
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
