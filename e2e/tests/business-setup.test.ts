import { describe, expect, it } from 'vitest';
import { newVisitor, PHONE } from '../support/browser.ts';
import { miniAppUrl } from '../support/miniapp-launch.ts';
import { salonPictures, uploadPictures } from '../support/business.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { scrollToPageEnd } from '../support/public-booking.ts';
import { newProviderAccount, register } from '../support/provider.ts';

/**
 * A new owner's first minutes (DECISIONS.md, "The business on its page"): sign-up, plan, then the setup walk for
 * "Malika Beauty" (category, address with landmark, phone, logo, cover, three photos, hours, first service) to the
 * QR code, timed as a person's clicks take.
 */
const e2e = useE2eHarness();
/** What the walk made: the owner's e-mail and the public page's address, for the tests after it. */
const made = { email: '', link: '' };

describe('the setup after sign-up', () => {
  it('leads a new owner through business, hours, first service and the QR code in under two minutes', async () => {
    const { page, context, errors } = await newVisitor(e2e.browser);
    const pictures = await salonPictures(context);
    const account = newProviderAccount('Malika', 'Karimova');
    await register(page, e2e.app.url, account);
    await page.getByRole('article', { name: 'Freemium' }).getByRole('button', { name: 'Bepul boshlash' }).click();
    await page.waitForURL(`${e2e.app.url}/user/setup`);
    const started = Date.now();

    // 1. The business.
    await page.getByRole('heading', { name: 'Biznesingizni sozlaymiz', level: 1 }).waitFor();
    await page.getByLabel('Biznes nomi').fill('Malika Beauty');
    await page.getByLabel('Faoliyat turi').selectOption({ label: "Go'zallik saloni" });
    await page.getByRole('textbox', { name: 'Manzil', exact: true }).fill('Toshkent, Chilonzor 9-kvartal, 5-uy');
    await page.getByLabel("Mo'ljal").fill('«Chilonzor» metrosi yonida');
    await page.getByLabel('Telefon').fill('+998 90 123 45 67');
    await uploadPictures(page, 'Logotip', 'Rasm tanlash', [pictures.logo]);
    await uploadPictures(page, 'Muqova', 'Rasm tanlash', [pictures.cover]);
    await uploadPictures(page, 'Fotogalereya', "Rasm qo'shish", pictures.gallery, 3);
    await page.screenshot({ path: `${artifactsDir}/setup-business-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Keyingi' }).click();

    // 2. Working hours: six days, 09:00–20:00.
    await page.getByRole('heading', { name: 'Ish vaqti', level: 2 }).waitFor();
    await page.getByLabel('Yopiladi').selectOption('20:00');
    await page.screenshot({ path: `${artifactsDir}/setup-hours-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Keyingi' }).click();

    // 3. The first service.
    await page.getByRole('heading', { name: 'Birinchi xizmat', level: 2 }).waitFor();
    await page.getByLabel('Xizmat nomi').fill('Soch turmaklash');
    await page.getByLabel('Qisqacha tavsif').fill('Yuvish, quritish va turmak');
    await page.getByLabel('Narxi').fill("150 000 so'm");
    await page.getByLabel('Davomiyligi').selectOption({ label: '60 daqiqa' });
    await page.screenshot({ path: `${artifactsDir}/setup-service-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Keyingi' }).click();

    // 4. The link and its QR code.
    await page.getByRole('heading', { name: 'Havola', level: 2 }).waitFor();
    const qr = page.getByRole('img', { name: 'Malika Beauty: yozilish sahifasining QR kodi' });
    await qr.waitFor();
    const seconds = (Date.now() - started) / 1000;
    console.log(`setup walk, from the setup's first screen to the QR code: ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(120);
    await page.screenshot({ path: `${artifactsDir}/setup-share-1280.png`, fullPage: true });

    // The code's link is the public page, which shows the salon.
    const link = await page.getByLabel('Sahifangiz havolasi').inputValue();
    expect(link).toMatch(new RegExp(`^${e2e.app.url}/[a-z0-9_]+$`));
    made.email = account.email;
    made.link = link;
    expect(await qr.locator('path').getAttribute('d')).toMatch(/^M\d/);
    // On paper only the poster stays.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('heading', { name: 'Biznesingizni sozlaymiz' }).isVisible()).toBe(false);
    expect(await qr.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('link', { name: "Kalendarga o'tish" }).click();
    await page.waitForURL(`${e2e.app.url}/`);
    await page.getByRole('heading', { name: 'Kalendar', level: 1 }).waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the salon on its public page: cover, logo, name, category, photos, place with maps links, phone, hours, never the e-mail', async () => {
    expect(made.link).not.toBe('');
    for (const viewport of [{ viewport: { width: 1280, height: 900 } }, PHONE]) {
      const { page, errors } = await newVisitor(e2e.browser, viewport);
      const response = await page.goto(made.link);
      const html = (await response?.text()) ?? '';
      await page.getByRole('heading', { name: 'Malika Beauty', level: 1 }).waitFor();
      const header = page.locator('main header').filter({ has: page.getByRole('heading', { name: 'Malika Beauty' }) });
      await header.getByText("Go'zallik saloni").waitFor();
      await header
        .getByTestId('open-today')
        .getByText(/Bugun 09:00–20:00|Bugun yopiq/)
        .waitFor();
      expect(await header.getByTestId('open-today').textContent()).toMatch(/^Bugun 09:00–20:00 · hozir (ochiq|yopiq)$|^Bugun yopiq$/);
      // The cover's box is held by its size before it loads, and it is fetched first.
      const cover = header.locator('img').first();
      expect(await cover.getAttribute('fetchpriority')).toBe('high');
      expect(await cover.getAttribute('width')).toBe('1200');
      // The HTML fetches the cover ahead and draws it itself before the scripts run, at the address the page draws.
      const src = await cover.getAttribute('src');
      expect(src).toMatch(/^\/api\/business-images\//);
      expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${src}" />`);
      expect(html).toContain(`<div class="boot-cover"><img src="${src}" alt="" width="1200" height="400"`);

      // Below the booking card: it comes as the visitor scrolls to it.
      await scrollToPageEnd(page);
      const section = page.getByTestId('business-section');
      await section.getByText('Toshkent, Chilonzor 9-kvartal, 5-uy').waitFor();
      await section.getByText("Mo'ljal: «Chilonzor» metrosi yonida").waitFor();
      expect(await section.getByRole('link', { name: 'Yandex' }).getAttribute('href')).toMatch(/^https:\/\/yandex\.(uz|ru|com)\/maps\//);
      expect(await section.getByRole('link', { name: 'Google' }).getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\//);
      expect(await section.getByRole('link', { name: /\+998 90 123 45 67/ }).getAttribute('href')).toBe('tel:+998901234567');
      await section.getByText('Dushanba').waitFor();
      const photos = section.getByRole('list', { name: 'Suratlar' }).getByRole('button');
      expect(await photos.count()).toBe(3);
      await photos.nth(1).click();
      const lightbox = page.getByRole('dialog', { name: '2-surat, jami 3' });
      await lightbox.waitFor();
      await page.keyboard.press('ArrowRight');
      await page.getByRole('dialog', { name: '3-surat, jami 3' }).waitFor();
      await page.keyboard.press('Escape');
      await lightbox.waitFor({ state: 'detached' });

      // The owner's login e-mail is nowhere: not in the page, not in its head, not in the public read.
      expect(await page.content()).not.toContain(made.email);
      expect(html).not.toContain(made.email);
      const width = viewport.viewport?.width ?? 1280;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${artifactsDir}/public-business-uz-${width}.png`, fullPage: true });
      expect(errors).toEqual([]);
    }
  });

  it("gives a shared link's preview the salon: its title, description and cover in the page head", async () => {
    const response = await fetch(made.link, { headers: { 'User-Agent': 'TelegramBot (like TwitterBot)' } });
    const html = await response.text();
    expect(html).toMatch(/<title>[^<]*Malika Beauty[^<]*<\/title>/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]*Malika Beauty[^"]*"/);
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/api\/business-images\/[0-9a-f-]+"/);
    expect(html).toContain('"@type":"BeautySalon"');
    expect(html).not.toContain(made.email);
  });

  it("shows the salon in the page's other languages and in the Mini App's header", async () => {
    for (const [language, category, today] of [
      ['ru', 'Салон красоты', /Сегодня/],
      ['uz-Cyrl', 'Гўзаллик салони', /Бугун/],
    ] as const) {
      for (const viewport of [{ viewport: { width: 1280, height: 900 } }, PHONE]) {
        const { page, errors, context } = await newVisitor(e2e.browser, viewport);
        await page.goto(`${made.link}?lang=${language}`);
        await page.getByRole('heading', { name: 'Malika Beauty', level: 1 }).waitFor();
        await page.getByText(category).first().waitFor();
        await page.getByTestId('open-today').first().getByText(today).waitFor();
        await scrollToPageEnd(page);
        await page.getByTestId('business-section').waitFor();
        await page.screenshot({
          path: `${artifactsDir}/public-business-${language}-${viewport.viewport?.width ?? 1280}.png`,
          fullPage: true,
        });
        expect(errors).toEqual([]);
        await context.close();
      }
    }
    const username = new URL(made.link).pathname.slice(1);
    const { page, errors } = await newVisitor(e2e.browser, PHONE);
    // Telegram's mobile bridge, as the client hosts the Mini App.
    await page.addInitScript(() => {
      (window as unknown as Record<string, unknown>).TelegramWebviewProxy = { postEvent() {} };
    });
    await page.goto(miniAppUrl(e2e.app.url, { id: 5550101, first_name: 'Dilnoza', language_code: 'uz' }, username));
    await page.getByRole('heading', { name: 'Malika Beauty' }).waitFor();
    await page.getByText("Go'zallik saloni").first().waitFor();
    await page.screenshot({ path: `${artifactsDir}/miniapp-business-header-375.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
});
