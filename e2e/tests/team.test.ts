import { describe, expect, it } from 'vitest';
import { planId, providerWithService } from '../../api/test/support/fixtures.ts';
import { HttpClient } from '../../api/test/support/http-client.ts';
import { newVisitor, PHONE } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { signIn } from '../support/provider.ts';

/** The "Jamoa" page as an owner uses it on a phone: add a master with services and hours, then deactivate them. */
const e2e = useE2eHarness();

describe('the team page', () => {
  it('adds a master (services, weekly hours), shows them, and deactivates them after a confirmation', async () => {
    const provider = await providerWithService({ client: () => new HttpClient(e2e.app.url) } as never);
    const business = await provider.client.post('/api/select-subscription-plan', { planId: await planId(provider.client, 'business') });
    expect(business.status).toBe(200);
    const { page, errors } = await newVisitor(e2e.browser, PHONE);
    await signIn(page, e2e.app.url, provider.email, provider.password);
    await page.goto(`${e2e.app.url}/user/team`);
    await page.getByRole('heading', { name: 'Jamoa', level: 1 }).waitFor();
    // The owner is the first master.
    await page.getByRole('article', { name: 'Aziz Karimov' }).waitFor();

    await page.getByRole('button', { name: "Usta qo'shish" }).first().click();
    const dialog = page.getByRole('dialog', { name: "Yangi usta qo'shish" });
    await dialog.getByLabel('Ism').fill('Malika Rahimova');
    await dialog.getByLabel(/Lavozim/).fill('Stilist');
    await dialog.getByLabel(/Email/).fill('malika.usta@example.uz');
    await dialog.getByLabel('Soch olish').check();
    await dialog.getByRole('button', { name: 'Keyingi' }).click();
    await dialog.getByRole('button', { name: '10:00–18:00 (har kuni)' }).click();
    await page.screenshot({ path: `${artifactsDir}/team-hours-375.png` });
    await dialog.getByRole('button', { name: 'Saqlash' }).click();
    await dialog.waitFor({ state: 'detached' });

    const card = page.getByRole('article', { name: 'Malika Rahimova' });
    await card.getByText('Stilist').waitFor();
    await card.getByText('1 ta xizmat').waitFor();
    await page.screenshot({ path: `${artifactsDir}/team-375.png`, fullPage: true });
    const team = await provider.client.get('/api/staff');
    const added = team.body.find((m: { name: string }) => m.name === 'Malika Rahimova');
    expect(added).toMatchObject({ title: 'Stilist', email: 'malika.usta@example.uz', serviceIds: [provider.service.id], isActive: true });
    expect(added.availability.Monday).toContain('10:00');
    expect(added.availability.Monday).not.toContain('18:00');

    await card.getByRole('button', { name: 'Nofaol qilish' }).click();
    const confirm = page.getByRole('dialog', { name: 'Ustani nofaol qilish' });
    await confirm.getByRole('button', { name: 'Nofaol qilish' }).click();
    await card.getByText('Nofaol', { exact: true }).waitFor();
    expect((await provider.client.get('/api/staff')).body.find((m: { id: string }) => m.id === added.id).isActive).toBe(false);

    await page.setViewportSize({ width: 1280, height: 900 });
    // On a wide screen the main menu names the page.
    await page.getByRole('navigation', { name: 'Asosiy menyu' }).getByRole('link', { name: 'Jamoa' }).waitFor();
    await page.screenshot({ path: `${artifactsDir}/team-1280.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
