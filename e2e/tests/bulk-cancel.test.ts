import { describe, expect, it } from 'vitest';
import { newVisitor, PHONE } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { DEMO, signIn } from '../support/provider.ts';
import { readText } from '../support/text.ts';

/**
 * The provider cancels a suspicious batch at once on a 375 px phone: picks bookings on /user/bookings,
 * confirms in a dialog that names how many, and sees a failure inside the dialog when one of them
 * vanished meanwhile (the server cancels all or none). Three of the demo's bookings are picked: Dilnoza's, Jasur's and
 * Malika's (its busy Monday's stay).
 */
const e2e = useE2eHarness();

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  e2e.app.qabul.database.orm.em.fork().getConnection().execute<T[]>(query, params, 'all');

describe('cancelling a batch of bookings at 375 px', () => {
  it('picks bookings, confirms with a reason, shows a failure in the dialog, then cancels them', async () => {
    const { page, context, errors } = await newVisitor(e2e.browser, PHONE);
    await signIn(page, e2e.app.url, DEMO.email, DEMO.password);
    await page.goto(`${e2e.app.url}/user/bookings`);
    await page.getByRole('heading', { name: 'Mening uchrashuvlarim', level: 1 }).waitFor();
    const bar = page.getByRole('group', { name: 'Uchrashuvlarni tanlash' });
    const pick = (name: string) => page.getByRole('checkbox', { name: new RegExp(`^Tanlash: ${name}, `) });
    await pick('Jasur Aliyev').check();
    await bar.getByText('1 ta tanlandi').waitFor();
    await pick('Malika Rahimova').check();
    await pick('Dilnoza Yusupova').check();
    await bar.getByText('3 ta tanlandi').waitFor();

    await bar.getByRole('button', { name: 'Tanlanganlarni bekor qilish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tanlangan uchrashuvlarni bekor qilish' });
    expect(await readText(dialog)).toContain('3 ta uchrashuv bekor qilinadi');
    await dialog.getByLabel('Sabab').fill('Shubhali bronlar');

    // Meanwhile one of the three is deleted (as from another tab): the batch must fail whole.
    const origin = { origin: e2e.app.url };
    const listed = (await (await context.request.get(`${e2e.app.url}/api/bookings`)).json()) as Array<{ id: string; name: string }>;
    const dilnoza = listed.find((b) => b.name === 'Dilnoza Yusupova');
    expect((await context.request.delete(`${e2e.app.url}/api/bookings/${dilnoza?.id}`, { headers: origin })).status()).toBe(204);
    await dialog.getByRole('button', { name: '3 ta uchrashuvni bekor qilish' }).click();
    expect(await readText(dialog.getByRole('alert'))).toBe('Uchrashuv topilmadi');
    expect(await sql(`select 1 from bookings where status = 'cancelled'`)).toHaveLength(0);

    // The list is refetched after the failure: two are left picked, and the dialog says so.
    await dialog.getByText('2 ta uchrashuv bekor qilinadi').waitFor();
    await dialog.getByRole('button', { name: '2 ta uchrashuvni bekor qilish' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('toast').getByText('2 ta uchrashuv bekor qilindi').waitFor();
    await pick('Jasur Aliyev').waitFor({ state: 'detached' });
    await pick('Malika Rahimova').waitFor({ state: 'detached' });

    const cancelled = await sql<{ name: string; reason: string }>(
      `select b.name, h.reason from bookings b join booking_history h on h.booking_id = b.id and h.action = 'cancelled'
       where b.status = 'cancelled' order by b.name`,
    );
    expect(cancelled).toEqual([
      { name: 'Jasur Aliyev', reason: 'Shubhali bronlar' },
      { name: 'Malika Rahimova', reason: 'Shubhali bronlar' },
    ]);
    const notices = await sql(`select 1 from reminder_schedules where reminder_type = 'booking_cancelled' and recipient_type = 'client'`);
    expect(notices).toHaveLength(2);

    // The "Bekor qilingan" filter shows them, without checkboxes: a cancelled booking cannot be picked.
    await page.getByRole('button', { name: /^Bekor qilingan/ }).click();
    await page.getByRole('article', { name: 'Malika Rahimova' }).waitFor();
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
