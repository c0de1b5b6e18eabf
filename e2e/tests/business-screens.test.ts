import type { BrowserContextOptions } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newVisitor, PHONE } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { miniAppUrl } from '../support/miniapp-launch.ts';
import { artifactsDir } from '../support/paths.ts';
import { newProviderAccount } from '../support/provider.ts';
import { scrollToPageEnd } from '../support/public-booking.ts';

/**
 * The screens this work touched, at a phone's and a desk's width in the three languages, for people to look at
 * (e2e/artifacts); each is checked to read in its language and not to scroll sideways.
 */
const e2e = useE2eHarness();

const WIDTHS: Array<[number, BrowserContextOptions]> = [
  [1280, { viewport: { width: 1280, height: 900 } }],
  [375, PHONE],
];
const LANGUAGES = [
  { code: 'uz', business: 'Biznes nomi', setup: 'Biznesingizni sozlaymiz', forgot: 'Parolni tiklash', about: 'Biznes haqida' },
  { code: 'ru', business: 'Название бизнеса', setup: 'Настроим ваш бизнес', forgot: 'Восстановление пароля', about: 'О бизнесе' },
  { code: 'uz-Cyrl', business: 'Бизнес номи', setup: 'Бизнесингизни созлаймиз', forgot: 'Паролни тиклаш', about: 'Бизнес ҳақида' },
] as const;

describe('the screens of the business, the setup, sign-in and the Mini App home', () => {
  // Eleven screens in three languages at two widths: minutes on a busy machine.
  it('read in each language at 1280 and 375 px without sideways scrolling', async () => {
    const account = newProviderAccount('Malika', 'Karimova');
    for (const language of LANGUAGES) {
      for (const [width, options] of WIDTHS) {
        const { page, context, errors } = await newVisitor(e2e.browser, options);
        const shot = async (name: string) => {
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} ${language.code} ${width}`).toBeLessThanOrEqual(
            width,
          );
          await page.screenshot({ path: `${artifactsDir}/screen-${name}-${language.code}-${width}.png`, fullPage: true });
        };
        const signedOut = async (path: string, heading: string | RegExp, name: string, then?: string) => {
          await page.goto(`${e2e.app.url}${path}${path.includes('?') ? '&' : '?'}lang=${language.code}`);
          await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
          // A part that comes after the first screen is waited for, so the picture shows the whole page.
          if (then) {
            // It loads when it comes into view, as a visitor scrolling to it sees it.
            await scrollToPageEnd(page);
            await page.getByRole('heading', { name: then, level: 2 }).waitFor();
          }
          await shot(name);
        };
        // The demo salon's public page: its header (cover, logo, name, category, rating, hours) and business section.
        await signedOut('/demo', 'Aziz Barber Studio', 'public-page', language.about);
        await signedOut('/auth', /./, 'auth');
        await signedOut('/auth?tab=register', /./, 'auth-register');
        await signedOut('/auth/forgot-password', language.forgot, 'forgot-password');
        await signedOut('/auth/reset-password?token=abcdefghijklmnopqrstuvwxyz', /.+/, 'reset-password');

        // Signed in as a new owner with a plan (through the API, as the walk test does it by hand).
        const headers = { Origin: e2e.app.url };
        const email = `${language.code.toLowerCase()}-${width}-${account.email}`;
        const registered = await context.request.post(`${e2e.app.url}/api/register`, {
          headers,
          data: { firstName: account.firstName, lastName: account.lastName, email, password: account.password },
        });
        expect(registered.status()).toBe(201);
        const plans = (await (await context.request.get(`${e2e.app.url}/api/subscription-plans`)).json()) as Array<{
          id: number;
          price: number;
        }>;
        const free = plans.find((plan) => plan.price === 0)!;
        expect(
          (await context.request.post(`${e2e.app.url}/api/select-subscription-plan`, { headers, data: { planId: free.id } })).ok(),
        ).toBe(true);

        await page.goto(`${e2e.app.url}/user/business?lang=${language.code}`);
        await page.getByLabel(language.business).waitFor();
        await shot('business');
        for (const step of ['business', 'hours', 'service', 'share']) {
          await page.goto(`${e2e.app.url}/user/setup?step=${step}&lang=${language.code}`);
          await page.getByRole('heading', { name: language.setup, level: 1 }).waitFor();
          await page.getByRole('heading', { level: 2 }).first().waitFor();
          if (step === 'share') await page.getByRole('img', { name: /QR/ }).waitFor();
          await shot(`setup-${step}`);
        }
        await page.goto(`${e2e.app.url}/?lang=${language.code}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.locator('section[aria-labelledby="first-steps"]').waitFor();
        await shot('first-steps');
        expect(errors).toEqual([]);
        await context.close();
      }
    }
  }, 900_000);

  it("shows the Mini App's home to a new client: search, categories, no dead end", async () => {
    for (const [code, findTitle] of [
      ['uz', 'Mutaxassis yoki salon topish'],
      ['ru', 'Найти специалиста или салон'],
      ['uz-Cyrl', 'Мутахассис ёки салон топиш'],
    ] as const) {
      const { page, errors, context } = await newVisitor(e2e.browser, PHONE);
      await page.addInitScript(() => {
        (window as unknown as Record<string, unknown>).TelegramWebviewProxy = { postEvent() {} };
      });
      await page.goto(
        `${miniAppUrl(e2e.app.url, { id: 5550200 + ['uz', 'ru', 'uz-Cyrl'].indexOf(code), first_name: 'Dilnoza', language_code: code === 'uz-Cyrl' ? 'uz' : code })}`,
      );
      if (code === 'uz-Cyrl') await page.getByRole('button', { name: 'Ўзбекча' }).click();
      // The home in the person's language (its texts are a chunk of their own) before anything is typed.
      await page.getByRole('heading', { name: findTitle }).waitFor();
      const search = page.getByRole('searchbox');
      // Before anything is typed, the most booked businesses: the demo provider.
      await page.getByTestId('business-demo').waitFor();
      await search.fill('Aziz');
      await page.getByTestId('business-demo').waitFor();
      await search.fill('zzzz-nobody');
      await page.getByTestId('business-demo').waitFor({ state: 'detached' });
      await search.fill('');
      await page.getByTestId('business-demo').waitFor();
      await page.screenshot({ path: `${artifactsDir}/screen-miniapp-home-${code}-375.png`, fullPage: true });
      // A found business opens its booking flow, and the home lists it among those opened before.
      await page.getByTestId('business-demo').getByRole('button').click();
      await page.getByRole('heading', { name: 'Aziz Barber Studio', level: 1 }).waitFor();
      await page.reload();
      await page.getByRole('heading', { name: findTitle }).waitFor();
      // Once among the ones opened before, once among the most booked.
      await expect.poll(() => page.getByTestId('business-demo').count()).toBe(2);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
