import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerWithService } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// These tests read the built web app (web/dist), which `pnpm test` builds first.
let app: TestApp;
let username: string;
beforeAll(async () => {
  app = await startTestApp();
  const provider = await providerWithService(app, { name: 'Soqol olish <premium>' });
  username = provider.user.username;
});
afterAll(() => app.close());

/** Raw bytes and headers as the network carries them (fetch would decompress). */
function raw(path: string, acceptEncoding: string): Promise<{ status: number; headers: Record<string, unknown>; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(`${app.url}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the SPA shell', () => {
  it('renders a provider page with its own title, description and link preview', async () => {
    const reply = await app.client().get(`/${username}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toContain('<title>Aziz Karimov — onlayn yozilish | Qabul</title>');
    expect(reply.body).toContain('property="og:title" content="Aziz Karimov — onlayn yozilish | Qabul"');
    // Service names are escaped, never injected as markup.
    expect(reply.body).toContain('Soqol olish &lt;premium&gt;');
    expect(reply.body).not.toContain('<premium>');
    expect(reply.body).toContain(`<link rel="canonical" href="${app.url}/${username}" />`);
    expect((await app.client().get(`/u/${username}`)).status).toBe(200);
  });

  it("puts a name with $' $& $` into the head once, escaped, never a copy of the page", async () => {
    const client = app.client();
    const email = `dollar${Date.now()}@example.uz`;
    const registered = await client.post('/api/register', {
      firstName: "Ali $' $& $`",
      lastName: '<Vali> & "Co"',
      email,
      password: 'secret123',
    });
    expect(registered.status).toBe(201);
    const page = await app.client().get(`/${registered.body.username}`);
    expect(page.status).toBe(200);
    const html = page.body as string;
    const name = "Ali $' $&amp; $` &lt;Vali&gt; &amp; &quot;Co&quot;";
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<title>${name} — onlayn yozilish | Qabul</title>`);
    expect(head).toContain(`<meta property="og:title" content="${name} — onlayn yozilish | Qabul" />`);
    // The name appears in title, og:title, description and og:description: no more, no less.
    expect(head.split(name).length - 1).toBe(4);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<html/g)).toHaveLength(1);
  });

  it("has a reader of Russian or Uzbek Cyrillic fetch the language's first-screen texts with the entry; Uzbek has none to fetch", async () => {
    const uz = (await app.client().get(`/${username}`)).body as string;
    expect(uz).not.toMatch(/modulepreload[^>]*public-/);
    for (const language of ['ru', 'uz-Cyrl']) {
      const page = (await app.client().get(`/${username}?lang=${language}`)).body as string;
      const href = page.match(new RegExp(`<link rel="modulepreload" crossorigin href="(/assets/public-${language}-[^"]+\\.js)">`))?.[1];
      expect(href, language).toBeTruthy();
      expect((await raw(href!, 'br')).status, language).toBe(200);
    }
  });

  it('carries the provider exactly as GET /api/public/user answers it, so the first screen draws without that read', async () => {
    const client = app.client();
    const email = `inpage${Date.now()}@example.uz`;
    const registered = await client.post('/api/register', { firstName: '</script><b>Ali', lastName: 'Vali', email, password: 'secret123' });
    expect(registered.status).toBe(201);
    const html = (await app.client().get(`/${registered.body.username}`)).body as string;
    const inPage = html.match(/<script type="application\/json" id="public-provider">([^<]*)<\/script>/)?.[1];
    expect(inPage).toBeTruthy();
    const read = await app.client().get(`/api/public/user/${registered.body.username}`);
    expect(read.status).toBe(200);
    expect(JSON.parse(inPage!)).toEqual(read.body);
    // A name cannot close the script early; the owner's login e-mail is not in the page; the read is not fetched twice.
    expect(html).not.toContain('</script><b>');
    expect(html).not.toContain(email);
    expect(html).not.toContain(`href="/api/public/user/`);
    // Without a cover there is no picture to fetch ahead or to draw before the scripts.
    expect(html).not.toContain('rel="preload" as="image"');
    expect(html).not.toContain('class="boot-cover"');
    // Any other page has none of it.
    expect((await app.client().get('/auth')).body).not.toContain('id="public-provider"');
  });

  it('answers 404 for unknown paths and unknown providers, 200 for app pages', async () => {
    expect((await app.client().get('/nobody-here-xyz')).status).toBe(404);
    expect((await app.client().get('/some/deep/unknown/path')).status).toBe(404);
    expect((await app.client().get('/u/nobody-here-xyz')).status).toBe(404);
    expect((await app.client().get('/auth')).status).toBe(200);
    expect((await app.client().get('/user/bookings')).status).toBe(200);
    expect((await app.client().get('/')).status).toBe(200);
  });

  it('lists robots rules and the public pages in a sitemap', async () => {
    // Crawlers send no Origin header: the links must still be absolute.
    const robots = await fetch(`${app.url}/robots.txt`);
    expect(robots.status).toBe(200);
    const rules = await robots.text();
    expect(rules).toContain('Disallow: /api/');
    expect(rules).toContain(`Sitemap: ${app.url}/sitemap.xml`);
    const sitemap = await app.client().get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('xml');
    expect(sitemap.body).toContain(`/${username}</loc>`);
  });
});

describe('compression', () => {
  it('sends built scripts precompressed, brotli first, and tells caches it varies', async () => {
    const shell = (await app.client().get('/auth')).body as string;
    const script = shell.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const plain = await raw(script!, 'identity');
    const br = await raw(script!, 'br, gzip');
    const gzip = await raw(script!, 'gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.bytes).toBeLessThan(plain.bytes / 2);
    expect(gzip.bytes).toBeLessThan(plain.bytes / 2);
  });

  it("sends a built script with the headers that act on a script, not the page's ~700 bytes of document headers", async () => {
    const shell = await raw('/auth', 'gzip');
    expect(shell.headers['content-security-policy']).toContain("script-src 'self'");
    expect(shell.headers['cross-origin-opener-policy']).toBe('same-origin');
    const script = ((await app.client().get('/auth')).body as string).match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    const asset = await raw(script!, 'br');
    expect(asset.status).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const pageOnly of ['content-security-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection']) {
      expect(asset.headers[pageOnly], pageOnly).toBeUndefined();
    }
  });

  it('compresses the shell and larger API answers on the fly', async () => {
    const shell = await raw('/auth', 'gzip');
    expect(shell.headers['content-encoding']).toBe('gzip');
    const plans = await raw('/api/subscription-plans', 'br');
    expect(plans.headers['content-encoding']).toBe('br');
    const health = await raw('/api/health', 'gzip');
    // Tiny answers are not worth it.
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
