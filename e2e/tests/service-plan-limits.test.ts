import { describe, expect, it } from 'vitest';
import { providerWithService } from '../../api/test/support/fixtures.ts';
import { HttpClient } from '../../api/test/support/http-client.ts';
import { newVisitor, PHONE } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { signIn } from '../support/provider.ts';

/** The service dialog tells on step 1 what the plan does not allow, before the weekly hours are filled in. */
const e2e = useE2eHarness();

describe('service dialog and the plan', () => {
  it('on Freemium: deposit and Google Meet are off with the reason; the fourth service is refused before step 2', async () => {
    const provider = await providerWithService({ client: () => new HttpClient(e2e.app.url) } as never);
    const { page, errors } = await newVisitor(e2e.browser, PHONE);
    await signIn(page, e2e.app.url, provider.email, provider.password);
    await page.goto(`${e2e.app.url}/user/services`);
    await page.getByRole('heading', { name: 'Mening xizmatlarim' }).waitFor();

    // One service of three: a new one may be added, but without a deposit or Google Meet.
    await page.getByRole('button', { name: "Xizmat qo'shish" }).first().click();
    let dialog = page.getByRole('dialog', { name: 'Yangi xizmat' });
    const deposit = dialog.getByLabel(/^Oldindan to'lov \(so'm\)/);
    // The plan arrives with the user's subscription: wait for its reason before reading the switch.
    await dialog.getByText("Oldindan to'lov Asosiy va undan yuqori rejalarda mavjud. Joriy rejangiz: Freemium.").waitFor();
    expect(await deposit.isDisabled()).toBe(true);
    await dialog.getByLabel('Onlayn uchrashuv', { exact: true }).check();
    expect(await dialog.getByLabel('Google Meet havolasini avtomatik yaratish').isDisabled()).toBe(true);
    await dialog.getByText('Google Meet faqat Premium rejada mavjud. Joriy rejangiz: Freemium.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Keyingi: ish vaqti' }).isEnabled()).toBe(true);
    await page.screenshot({ path: `${artifactsDir}/service-dialog-freemium-375.png` });
    await dialog.getByRole('button', { name: 'Bekor qilish' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Three of three: said at once, and step 2 cannot be reached.
    for (const name of ['Ukol', 'Massaj']) {
      const created = await provider.client.post('/api/services', { name, description: name, price: "50 000 so'm", duration: 30 });
      expect(created.status).toBe(201);
    }
    await page.reload();
    await page.getByRole('heading', { name: 'Massaj' }).waitFor();
    await page.getByRole('button', { name: "Xizmat qo'shish" }).first().click();
    dialog = page.getByRole('dialog', { name: 'Yangi xizmat' });
    await dialog.getByText("Joriy obuna rejangiz 3 ta xizmatga ruxsat beradi. Ko'proq xizmat uchun rejani yangilang").waitFor();
    expect(await dialog.getByRole('link', { name: 'Rejani yangilash' }).getAttribute('href')).toBe('/user/subscription');
    expect(await dialog.getByRole('button', { name: 'Keyingi: ish vaqti' }).isDisabled()).toBe(true);
    await page.screenshot({ path: `${artifactsDir}/service-dialog-limit-375.png` });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
