import { describe, expect, it } from 'vitest';
import { planId, providerWithService } from '../../api/test/support/fixtures.ts';
import { HttpClient } from '../../api/test/support/http-client.ts';
import { newVisitor, PHONE } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { signIn } from '../support/provider.ts';
import { waitForMail } from '../support/mail.ts';

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

describe("a master's own view", () => {
  it('an invited master accepts the e-mailed link, signs in and sees only their own day', async () => {
    const owner = await providerWithService({ client: () => new HttpClient(e2e.app.url) } as never);
    expect((await owner.client.post('/api/select-subscription-plan', { planId: await planId(owner.client, 'business') })).status).toBe(200);
    const email = `usta-${Date.now()}@example.uz`;
    const added = await owner.client.post('/api/staff', {
      name: 'Bekzod Tursunov',
      title: 'Barber',
      serviceIds: [owner.service.id],
      availability: {},
      email,
      isActive: true,
    });
    expect(added.status).toBe(201);
    const day = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Tashkent' });
    const book = (staffId: string, name: string) =>
      owner.client.post('/api/bookings', {
        name,
        phone: '+998 90 111 22 33',
        date: day,
        timeSlot: '10:00',
        serviceId: owner.service.id,
        staffId,
      });
    const team = (await owner.client.get('/api/staff')).body as Array<{ id: string; isOwner: boolean }>;
    expect((await book(added.body.id, 'Sardor Aliyev')).status).toBe(201);
    expect((await book(team.find((m) => m.isOwner)?.id ?? '', 'Kamola Tursunova')).status).toBe(201);
    expect((await owner.client.post(`/api/staff/${added.body.id}/invite`, {})).status).toBe(200);
    const mail = await waitForMail(e2e.app.outboxDir, email, (m) => /staff-invite/.test(m.text));
    const link = /https?:\/\/\S+\/auth\/staff-invite\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();

    // The master registers an account of their own, then opens the link and accepts.
    const account = new HttpClient(e2e.app.url);
    expect((await account.post('/api/register', { firstName: 'Bekzod', lastName: 'Tursunov', email, password: 'secret123' })).status).toBe(
      201,
    );
    const { page, errors } = await newVisitor(e2e.browser, PHONE);
    await signIn(page, e2e.app.url, email, 'secret123');
    await page.goto((link as string).replace(/^https?:\/\/[^/]+/, () => e2e.app.url));
    await page.getByRole('button', { name: 'Taklifni qabul qilish' }).click();
    await page.getByText('Siz endi jamoadasiz').waitFor();
    await page.getByRole('link', { name: "Kunimni ko'rish" }).click();
    await page.waitForURL(`${e2e.app.url}/user/calendar`);

    await page.goto(`${e2e.app.url}/user/bookings`);
    await page.getByRole('heading', { name: 'Sardor Aliyev' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Kamola Tursunova' }).count()).toBe(0);
    await page.screenshot({ path: `${artifactsDir}/master-view-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    const menu = page.getByRole('navigation', { name: 'Asosiy menyu' });
    await menu.getByRole('link', { name: 'Uchrashuvlar' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Xizmatlar' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Jamoa' }).count()).toBe(0);
    await page.screenshot({ path: `${artifactsDir}/master-view-1280.png`, fullPage: true });

    // Their own hours: a preset saved from their own page narrows their times.
    await menu.getByRole('link', { name: 'Ish vaqtim' }).click();
    await page.getByRole('button', { name: '10:00–18:00 (har kuni)' }).click();
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await page.getByText('Ish vaqtingiz saqlandi').waitFor();
    const mine = (await owner.client.get('/api/staff')).body.find((m: { id: string }) => m.id === added.body.id);
    expect(mine.availability.Monday).toContain('10:00');
    expect(mine.availability.Monday).not.toContain('09:00');

    // Their own Telegram: "Telegramni ulash" opens their own one-time p_ link; once the bot linked the chat, it says so.
    await page.context().route('https://t.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: 'Telegram' }));
    const [telegram] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Telegramni ulash' }).click()]);
    expect(telegram.url()).toMatch(/^https:\/\/t\.me\/\w+\?start=p_[\w-]+$/);
    const token = new URL(telegram.url()).searchParams.get('start')?.slice(2);
    const sql = (query: string, params: unknown[]) => e2e.app.qabul.database.orm.em.getConnection().execute(query, params, 'all');
    expect(await sql('select id from staff where telegram_link_token = ?', [token])).toEqual([{ id: added.body.id }]);
    // What /start p_<token> does in the bot (the webhook's own test walks it): the chat is the master's now.
    await sql('update staff set telegram_chat_id = 7700123, telegram_link_token = null where id = ?', [added.body.id]);
    await page.reload();
    await page.getByText('Telegram ulangan').waitFor();
    expect(await page.getByRole('button', { name: 'Telegramni ulash' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
