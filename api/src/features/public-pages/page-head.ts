import { escapeHtml, jsonForScript } from '@qabul/bot';
import type { Service, User } from '@qabul/db';
import { displayName } from '../../contracts/display-name.ts';
import { formatMessage } from '../../contracts/i18n/format.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../contracts/i18n/index.ts';
import { publicPageHeadCatalogues } from './messages.ts';

/** What a link preview (Telegram, search engines) shows for a provider's public page. */
export interface PageHead {
  /** The reader's language: `<html lang>`, the texts below, and which alternate is canonical. */
  language: Language;
  title: string;
  description: string;
  url: string;
  /** The same page in each language (`hreflang`), and the one for readers no language matches (`x-default`). */
  alternates: { hreflang: Language | 'x-default'; href: string }[];
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
function businessData(
  name: string,
  url: string,
  image: string | null,
  rating: RatingFigures,
  description: string,
): Record<string, unknown> | null {
  if (rating.count === 0 || rating.average === null) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name,
    description,
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
  language: Language = DEFAULT_LANGUAGE,
): PageHead {
  const text = publicPageHeadCatalogues[language];
  const name = displayName(user);
  const offer = services
    .slice(0, 5)
    .map((service) => service.name)
    .join(', ');
  const description = offer
    ? formatMessage(language, text.description, { name, offer })
    : formatMessage(language, text.descriptionNoServices, { name });
  const image = user.profileImageUrl ? new URL(user.profileImageUrl, origin).href : null;
  const id = encodeURIComponent(identifier);
  const alternates = pageAlternates(`${origin}${path}`);
  const url = alternates.find((alternate) => alternate.hreflang === language)?.href ?? `${origin}${path}`;
  return {
    language,
    title: formatMessage(language, text.title, { name }),
    description,
    url,
    alternates,
    image,
    preloads: ['/api/session', `/api/public/user/${id}`, `/api/public/services/${id}`],
    structuredData: businessData(name, url, image, rating, description),
  };
}

/** Uzbek (Latin) at the plain address, the default for everyone; the other languages by `?lang=`. */
function pageAlternates(url: string): PageHead['alternates'] {
  const inLanguage = (language: Language) => (language === DEFAULT_LANGUAGE ? url : `${url}?lang=${encodeURIComponent(language)}`);
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: inLanguage(language) })),
    { hreflang: 'x-default' as const, href: url },
  ];
}

/** Open Graph's locale for a language (it knows territories, not scripts). */
const OG_LOCALE: Record<Language, string> = { uz: 'uz_UZ', 'uz-Cyrl': 'uz_UZ', ru: 'ru_RU' };

/** `<html lang="uz">` of the built shell, set to the reader's language. */
export function withLanguage(shell: string, language: Language): string {
  return shell.replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`);
}

/** Puts the page's own title, description and Open Graph card into the SPA shell's <head>. */
export function withHead(shell: string, head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    ...head.alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`),
    '<meta property="og:type" content="profile" />',
    '<meta property="og:site_name" content="Qabul" />',
    `<meta property="og:locale" content="${OG_LOCALE[head.language]}" />`,
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
  return withLanguage(shell, head.language)
    .replace(/<title>[^<]*<\/title>/, () => '')
    .replace(/<meta name="description"[^>]*>/, () => '')
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
