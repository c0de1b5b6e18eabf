import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HttpClient } from '../../api/test/support/http-client.ts';
import { widgetAnswer } from '../../api/test/support/telegram-login.ts';
import { signInitData } from '../../api/test/telegram/support/sign-init-data.ts';
import { BOT_TOKEN } from '../support/app.ts';
import { newVisitor, PHONE } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { DEMO } from '../support/provider.ts';
import { readText } from '../support/text.ts';

/**
 * The bot's "Kabinet" opens the dashboard's calendar (`/user/calendar`) as a Mini App: Telegram's client puts its
 * signed launch data in the address's fragment, as it does for every Mini App. The page signs in by it (the real
 * server checks the signature with the test bot's token) and the owner lands in the calendar, without a password.
 */
const e2e = useE2eHarness();

let nextTelegramId = 7_300_000;
const telegramUser = (first_name: string) => ({ id: ++nextTelegramId, first_name, username: `kabinet_${nextTelegramId}` });
/** The demo salon's owner's Telegram, linked on the profile in the first test. */
const owner = telegramUser('Aziz');

/** The address Telegram's Android client opens for the "Kabinet" button of `user`. */
function kabinetUrl(user: Record<string, unknown>): string {
  const hash = new URLSearchParams({
    tgWebAppData: signInitData({ user, chat_type: 'sender', chat_instance: '-100200301' }, BOT_TOKEN),
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
  });
  return `${e2e.app.url}/user/calendar#${hash}`;
}

describe('"Kabinet" inside Telegram', () => {
  it('signs the provider whose Telegram is linked in by the launch data and opens the calendar', { timeout: 90_000 }, async () => {
    // The demo salon's owner linked this Telegram on the profile once.
    const demo = new HttpClient(e2e.app.url);
    expect((await demo.post('/api/login', { username: DEMO.email, password: DEMO.password })).status).toBe(200);
    expect((await demo.post('/api/user/telegram', widgetAnswer(owner, BOT_TOKEN))).status).toBe(200);
    const demoId = (await demo.get('/api/user')).body.id;

    await mkdir(artifactsDir, { recursive: true });
    const { page, errors, context } = await newVisitor(e2e.browser, PHONE);
    const signIns: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/telegram/sign-in')) signIns.push(response.status());
    });
    await page.goto(kabinetUrl(owner));
    await page.getByRole('heading', { name: 'Kalendar', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/calendar');
    expect(signIns).toEqual([200]);
    const me = await page.request.get(`${e2e.app.url}/api/user`);
    expect((await me.json()).id).toBe(demoId);
    await page.screenshot({ path: path.join(artifactsDir, 'kabinet-in-telegram-375.png') });

    // A reload inside Telegram keeps the session; nothing is sent again.
    await page.reload();
    await page.getByRole('heading', { name: 'Kalendar', level: 1 }).waitFor();
    expect(signIns).toEqual([200]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends a Telegram user with no account, or the owner's launch data with a forged signature, to /auth with the reason", {
    timeout: 90_000,
  }, async () => {
    const stranger = telegramUser('Begona');
    const { page, errors, context } = await newVisitor(e2e.browser, PHONE);
    await page.goto(kabinetUrl(stranger));
    await page.waitForURL((url) => url.pathname === '/auth');
    const toast = page.getByTestId('toast').first();
    await toast.waitFor();
    expect(await readText(toast)).toContain("Bu Telegram hisobiga ulangan Qabul hisobi yo'q");
    expect((await page.request.get(`${e2e.app.url}/api/user`)).status()).toBe(401);

    // The linked owner's launch data with a signature Telegram did not make.
    const genuine = kabinetUrl(owner);
    const forged = genuine.replace(/hash%3D[0-9a-f]{64}/, () => `hash%3D${'a'.repeat(64)}`);
    expect(forged).not.toBe(genuine);
    await page.goto(forged);
    await page.waitForURL((url) => url.pathname === '/auth');
    expect((await page.request.get(`${e2e.app.url}/api/user`)).status()).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });
});
