import { escapeHtml, jsonForScript } from '@qabul/bot';
import type { Service, User } from '@qabul/db';
import { displayName } from '../../contracts/display-name.ts';

/** What a link preview (Telegram, search engines) shows for a provider's public page. */
export interface PageHead {
  title: string;
  description: string;
  url: string;
  image: string | null;
  /** Data the page will ask for at once: fetched while its scripts load, not after. */
  preloads: string[];
  /** schema.org data for search engines (the business and its clients' rating), or null. */
  structuredData: Record<string, unknown> | null;
}

/** The visible reviews' figures, as the public page shows them. */
export interface RatingFigures {
  average: number | null;
  count: number;
}

/** The business with its AggregateRating, only once someone has rated it (an empty rating is no rating). */
function businessData(name: string, url: string, image: string | null, rating: RatingFigures): Record<string, unknown> | null {
  if (rating.count === 0 || rating.average === null) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name,
    url,
    ...(image ? { image } : {}),
    aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 },
  };
}

export function providerHead(
  user: User,
  services: Service[],
  origin: string,
  path: string,
  identifier: string,
  rating: RatingFigures = { average: null, count: 0 },
): PageHead {
  const name = displayName(user);
  const offer = services
    .slice(0, 5)
    .map((service) => service.name)
    .join(', ');
  const description = offer
    ? `${name}: ${offer}. Qabul orqali bo'sh vaqtni tanlang va onlayn yoziling.`
    : `${name} — Qabul orqali onlayn yozilish.`;
  const image = user.profileImageUrl ? new URL(user.profileImageUrl, origin).href : null;
  const id = encodeURIComponent(identifier);
  return {
    title: `${name} — onlayn yozilish | Qabul`,
    description,
    url: `${origin}${path}`,
    image,
    preloads: ['/api/session', `/api/public/user/${id}`, `/api/public/services/${id}`],
    structuredData: businessData(name, `${origin}${path}`, image, rating),
  };
}

/** Puts the page's own title, description and Open Graph card into the SPA shell's <head>. */
export function withHead(shell: string, head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    '<meta property="og:type" content="profile" />',
    '<meta property="og:site_name" content="Qabul" />',
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.url)}" />`,
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}" />` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    ...head.preloads.map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(url)}" />`),
    head.structuredData ? `<script type="application/ld+json">${jsonForScript(head.structuredData)}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  // Function replacements: a string one would read `$&`, `$'` or `$\`` in a name as "paste the page here".
  return shell
    .replace(/<title>[^<]*<\/title>/, () => '')
    .replace(/<meta name="description"[^>]*>/, () => '')
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
