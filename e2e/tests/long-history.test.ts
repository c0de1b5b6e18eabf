import { describe, expect, it } from 'vitest';
import { newVisitor, PHONE } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { DEMO, signIn } from '../support/provider.ts';

/**
 * GET /api/bookings answers a page at a time (soonest first). A provider with a long history still sees their
 * upcoming bookings on /user/bookings (the list opens on the days from today on, which the server filters), and
 * "Barcha vaqt" counts every booking and reads the rest a page at a time.
 */
const e2e = useE2eHarness();

const sql = (query: string, params: unknown[] = []) => e2e.app.qabul.database.orm.em.fork().getConnection().execute(query, params, 'all');

describe('a provider with more bookings than one page', () => {
  it('sees the upcoming booking after 1 500 past ones, and counts them all', async () => {
    // 1 500 cancelled bookings in the past months, then one upcoming: the last in the server's order.
    await sql(
      `insert into bookings (user_id, service_id, date, time_slot, date_time_utc, ends_at, blocked_until, name, phone, status,
         telegram_token, confirmation_number)
       select s.user_id, s.id, (now() - (g || ' hours')::interval - interval '1 day')::date, '08:00',
              now() - (g || ' hours')::interval - interval '1 day', now() - (g || ' hours')::interval - interval '1 day' + interval '30 minutes',
              now() - (g || ' hours')::interval - interval '1 day' + interval '30 minutes',
              'Eski Mijoz ' || g, '99890' || lpad(g::text, 7, '0'), 'cancelled', md5(random()::text), upper(substr(md5(random()::text), 1, 8))
       from services s join users u on u.id = s.user_id, generate_series(1, 1500) g
       where u.username = ? and s.id = (select min(id) from services where user_id = u.id)`,
      [DEMO.username],
    );
    await sql(
      `insert into bookings (user_id, service_id, date, time_slot, date_time_utc, ends_at, blocked_until, name, phone, telegram_token, confirmation_number)
       select s.user_id, s.id, (now() + interval '40 days')::date, '08:00', now() + interval '40 days', now() + interval '40 days 30 minutes',
              now() + interval '40 days 30 minutes', 'Kelajak Mijoz', '998901112233', md5(random()::text), 'KELAJAK1'
       from services s join users u on u.id = s.user_id where u.username = ? and s.id = (select min(id) from services where user_id = u.id)`,
      [DEMO.username],
    );
    const [{ n: total }] = (await sql(`select count(*)::int as n from bookings b join users u on u.id = b.user_id where u.username = ?`, [
      DEMO.username,
    ])) as [{ n: number }];

    const { page } = await newVisitor(e2e.browser, PHONE);
    await signIn(page, e2e.app.url, DEMO.email, DEMO.password);
    await page.goto(`${e2e.app.url}/user/bookings`);
    await page.getByRole('heading', { name: 'Mening uchrashuvlarim', level: 1 }).waitFor();
    await page.getByText('Kelajak Mijoz').first().waitFor();
    const all = page.getByRole('group', { name: "Holat bo'yicha saralash" }).getByRole('button', { name: /^Barchasi/ });
    await page.getByLabel('Davr').selectOption('all');
    await expect.poll(() => all.textContent()).toBe(`Barchasi${total}`);
    expect(page.url()).toContain('period=all');
    await all.click();
    await page.getByText(`${total} tadan 50 tasi ko'rsatilgan`).waitFor();
    await page.getByRole('button', { name: "Yana ko'rsatish" }).click();
    await page.getByText(`${total} tadan 100 tasi ko'rsatilgan`).waitFor();
    // A reload keeps the filters.
    await page.reload();
    await page.getByText(`${total} tadan 50 tasi ko'rsatilgan`).waitFor();
    expect(await page.getByLabel('Davr').inputValue()).toBe('all');
  });
});
