import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atPath, LANGUAGES, leafPaths } from '../src/contracts/i18n/index.ts';
import { publicPageHeadCatalogues } from '../src/features/public-pages/messages.ts';
import { providerWithService } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// A provider's server-rendered page in the reader's language: ?lang=, then the lang cookie, then Accept-Language.
// These tests read the built web app (web/dist), which `pnpm test` builds first.
let app: TestApp;
let username: string;
beforeAll(async () => {
  app = await startTestApp();
  const provider = await providerWithService(app, { name: 'Soqol olish' });
  username = provider.user.username;
});
afterAll(() => app.close());

const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('provider pages in three languages', () => {
  it('writes the head in Russian for ?lang=ru, with <html lang> and its own canonical address', async () => {
    const reply = await app.client().get(`/${username}?lang=ru`);
    expect(reply.status).toBe(200);
    const html = reply.body as string;
    expect(html).toMatch(/^<!doctype html>\s*<html lang="ru"/);
    expect(head(html)).toContain('<title>Aziz Karimov — онлайн-запись | Qabul</title>');
    expect(head(html)).toContain('Aziz Karimov: Soqol olish. Выберите свободное время и запишитесь онлайн через Qabul.');
    expect(head(html)).toContain(`<link rel="canonical" href="${app.url}/${username}?lang=ru" />`);
    expect(head(html)).toContain('<meta property="og:locale" content="ru_RU" />');
  });

  it('lists every language as an hreflang alternate, Uzbek (Latin) at the plain address and as x-default', async () => {
    const html = head((await app.client().get(`/${username}`)).body as string);
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1], m[2]]);
    expect(alternates).toEqual([
      ['uz', `${app.url}/${username}`],
      ['uz-Cyrl', `${app.url}/${username}?lang=uz-Cyrl`],
      ['ru', `${app.url}/${username}?lang=ru`],
      ['x-default', `${app.url}/${username}`],
    ]);
    // No hint at all: the canonical Uzbek page, unchanged.
    expect(html).toContain('<title>Aziz Karimov — onlayn yozilish | Qabul</title>');
    expect(html).toContain('<html lang="uz"');
  });

  it('follows the lang cookie (Uzbek Cyrillic) over Accept-Language', async () => {
    const reply = await app.client().get(`/${username}`, { cookie: 'lang=uz-Cyrl', 'accept-language': 'ru-RU,ru;q=0.9' });
    const html = reply.body as string;
    expect(html).toContain('<html lang="uz-Cyrl"');
    expect(head(html)).toContain('<title>Aziz Karimov — онлайн ёзилиш | Qabul</title>');
    expect(head(html)).toContain('Qabul орқали бўш вақтни танланг ва онлайн ёзилинг.');
  });

  it('follows Accept-Language when nothing else says, and tells caches the page varies by it and the cookie', async () => {
    const reply = await app.client().get(`/${username}`, { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' });
    expect(reply.body as string).toContain('<title>Aziz Karimov — онлайн-запись | Qabul</title>');
    const vary = (reply.headers.get('vary') ?? '').toLowerCase();
    expect(vary).toContain('accept-language');
    expect(vary).toContain('cookie');
  });

  it('lets ?lang= win over the cookie, and sets <html lang> on the app pages too', async () => {
    const page = await app.client().get(`/${username}?lang=uz`, { cookie: 'lang=ru' });
    expect(page.body as string).toContain('<title>Aziz Karimov — onlayn yozilish | Qabul</title>');
    const about = await app.client().get('/about', { 'accept-language': 'ru' });
    expect(about.status).toBe(200);
    expect(about.body as string).toContain('<html lang="ru"');
  });

  it('has the same keys and placeholders in every language of its catalogue', () => {
    const names = (message: unknown) => [...String(message).matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    const uz = publicPageHeadCatalogues.uz;
    for (const language of LANGUAGES) {
      const catalogue = publicPageHeadCatalogues[language];
      expect(leafPaths(catalogue)).toEqual(leafPaths(uz));
      for (const path of leafPaths(uz)) expect(names(atPath(catalogue, path)), `${language} ${path}`).toEqual(names(atPath(uz, path)));
    }
  });

  it('ignores an unknown language and falls back to Uzbek (Latin)', async () => {
    const html = (await app.client().get(`/${username}?lang=xx`, { 'accept-language': 'de-DE' })).body as string;
    expect(html).toContain('<html lang="uz"');
    expect(html).toContain('<title>Aziz Karimov — onlayn yozilish | Qabul</title>');
  });
});
