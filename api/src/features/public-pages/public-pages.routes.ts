import { escapeHtml } from '@qabul/bot';
import { ContractRouter } from '../../middleware/contract-router.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import * as api from './public-pages.contract.ts';
import { sitemapUsernames } from './public-pages.queries.ts';

export const publicPageRoutes = new ContractRouter();

publicPageRoutes.mount(api.robotsTxt, (ctx) => {
  ctx.type = 'text/plain';
  ctx.set('Cache-Control', 'public, max-age=3600');
  ctx.body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /user/',
    'Disallow: /admin/',
    'Disallow: /platform-admin',
    'Disallow: /booking-success',
    'Disallow: /payment',
    `Sitemap: ${publicOrigin(ctx)}/sitemap.xml`,
    '',
  ].join('\n');
});

publicPageRoutes.mount(api.sitemap, async (ctx) => {
  const origin = publicOrigin(ctx);
  const usernames = await sitemapUsernames(ctx.state.em);
  const urls = [`${origin}/`, ...usernames.map((username) => `${origin}/${encodeURIComponent(username)}`)];
  ctx.type = 'application/xml';
  ctx.set('Cache-Control', 'public, max-age=3600');
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`)
    .join('\n')}\n</urlset>\n`;
});
