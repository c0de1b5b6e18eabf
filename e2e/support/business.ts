import type { BrowserContext, Page } from 'playwright-core';

export interface PictureFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A photo as an owner's phone would give one: a PNG drawn by Chromium itself (a gradient and a word, so every
 * picture differs), made in a page of its own before the walk starts.
 */
export async function drawPicture(context: BrowserContext, name: string, width: number, height: number, colors: [string, string]) {
  const page = await context.newPage();
  await page.setViewportSize({ width, height });
  await page.setContent(
    `<body style="margin:0"><div style="width:${width}px;height:${height}px;display:grid;place-items:center;` +
      `background:linear-gradient(135deg,${colors[0]},${colors[1]});font:700 ${Math.round(height / 5)}px sans-serif;color:#fff">${name}</div></body>`,
  );
  const buffer = await page.screenshot({ type: 'png' });
  await page.close();
  return { name: `${name}.png`, mimeType: 'image/png', buffer } satisfies PictureFile;
}

/** The pictures of the salon: a logo, a cover and three photos of the place. */
export async function salonPictures(context: BrowserContext) {
  return {
    logo: await drawPicture(context, 'MB', 400, 400, ['#b03a6f', '#f08cb4']),
    cover: await drawPicture(context, 'Malika Beauty', 1500, 500, ['#6b2d5c', '#e8a0bf']),
    gallery: [
      await drawPicture(context, 'Zal', 1200, 900, ['#8e5572', '#f2c1d1']),
      await drawPicture(context, 'Manikyur', 1200, 900, ['#5e3c58', '#d3a5c9']),
      await drawPicture(context, 'Kutish', 1200, 900, ['#3d405b', '#e07a5f']),
    ],
  };
}

/** Chooses `files` on the picture group named `group` ("Logotip", "Muqova", "Fotogalereya") and waits for them. */
export async function uploadPictures(page: Page, group: string, pick: string, files: PictureFile[], expectedCount?: number) {
  const box = page.getByRole('group', { name: group, exact: true });
  await box.getByLabel(pick).setInputFiles(files);
  if (expectedCount !== undefined) {
    await box
      .locator('img')
      .nth(expectedCount - 1)
      .waitFor();
  } else {
    await box.locator('img').first().waitFor();
  }
}
