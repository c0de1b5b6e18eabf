import { describe, expect, it } from 'vitest';
import { newVisitor } from '../support/browser.ts';
import { salonPictures, uploadPictures } from '../support/business.ts';
import { useE2eHarness } from '../support/harness.ts';
import { artifactsDir } from '../support/paths.ts';
import { newProviderAccount, register } from '../support/provider.ts';

/**
 * A new owner's first minutes (DECISIONS.md, "The business on its page"): sign-up, plan, then the setup walk for
 * "Malika Beauty" (category, address with landmark, phone, logo, cover, three photos, hours, first service) to the
 * QR code, timed as a person's clicks take.
 */
const e2e = useE2eHarness();

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
});
