import { describe, expect, it } from 'vitest';
import { newVisitor, PHONE } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { DEMO, signIn } from '../support/provider.ts';

/** A client who pressed "Kelaman" on their Telegram card is marked on the provider's booking (docs/decisions/014). */
const e2e = useE2eHarness();

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  e2e.app.qabul.database.orm.em.fork().getConnection().execute<T[]>(query, params, 'all');

describe("the client's own confirmation on the bookings page", () => {
  it('shows "Mijoz tasdiqladi" on the booking the client confirmed, and on no other', async () => {
    await sql(`update bookings set client_confirmed_at = now() where name = 'Jasur Aliyev'`);
    const { page, errors } = await newVisitor(e2e.browser, PHONE);
    await signIn(page, e2e.app.url, DEMO.email, DEMO.password);
    await page.goto(`${e2e.app.url}/user/bookings`);
    const jasur = page.getByRole('article', { name: 'Jasur Aliyev' });
    await jasur.getByText('Mijoz tasdiqladi').waitFor();
    expect(await page.getByRole('article', { name: 'Malika Rahimova' }).getByText('Mijoz tasdiqladi').count()).toBe(0);
    // Marked on exactly the bookings whose clients confirmed (Jasur's, and the one the demo's working Monday seeds).
    const confirmed = await sql<{ n: number }>(`select count(*)::int as n from bookings where client_confirmed_at is not null`);
    expect(await page.getByText('Mijoz tasdiqladi').count()).toBe(confirmed[0]?.n);
    expect(confirmed[0]?.n).toBeLessThan(await page.getByRole('article').count());
    expect(errors).toEqual([]);
  });
});
