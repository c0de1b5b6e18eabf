import { endpoint, file } from '../../contracts/endpoint.ts';

/** What search engines read: what to crawl, and every provider's public page. */
export const robotsTxt = endpoint({ method: 'GET', path: '/robots.txt', response: file('text/plain') });

export const sitemap = endpoint({ method: 'GET', path: '/sitemap.xml', response: file('application/xml') });
