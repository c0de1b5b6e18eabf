import { escapeHtml, jsonForScript } from '@qabul/bot';
import type { Service, User } from '@qabul/db';
import { type BusinessCategory, businessCategoryWords } from '../../contracts/business-categories.ts';
import { WEEKDAYS } from '../../contracts/limits.ts';
import type { Presented, PublicBusinessResponse, PublicProviderResponse } from '../../contracts/responses.ts';
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
  /** The preview's picture: the business's cover, else its logo, else the owner's profile image. */
  image: { url: string; width: number; height: number } | null;
  /** Data the page will ask for at once: fetched while its scripts load, not after. */
  preloads: string[];
  /**
   * The cover at the top of the page, its largest paint: fetched with the HTML, not once the scripts and the
   * provider's data have come and drawn its <img> (the same address, so the browser uses the preloaded copy).
   */
  coverImage: string | null;
  /**
   * The provider as GET /api/public/user answers it, in the page (`<script id="public-provider">`): the first screen
   * is drawn without waiting for that read, one round trip less before the cover and the name paint.
   */
  provider: Presented<typeof PublicProviderResponse> | null;
  /** schema.org data for search engines: the business of its category, with its rating once it has one. */
  structuredData: Record<string, unknown> | null;
}

type PublicBusiness = Presented<typeof PublicBusinessResponse>;

/**
 * The schema.org type of each category (a LocalBusiness or one of its kinds), so search engines read a barber as a
 * hair salon and a dentist as a dentist; a category schema.org has no kind for stays LocalBusiness.
 */
const SCHEMA_TYPE: Record<BusinessCategory, string> = {
  barbershop: 'HairSalon',
  beauty_salon: 'BeautySalon',
  nail_studio: 'NailSalon',
  spa_massage: 'DaySpa',
  dentistry: 'Dentist',
  clinic: 'MedicalClinic',
  doctor: 'Physician',
  psychologist: 'LocalBusiness',
  tutoring: 'LocalBusiness',
  lawyer: 'LegalService',
  accountant: 'AccountingService',
  fitness: 'ExerciseGym',
  auto_service: 'AutoRepair',
  other: 'LocalBusiness',
};

/** schema.org's day names, Monday first like WEEKDAYS. */
const SCHEMA_DAY = (weekday: string) => `https://schema.org/${weekday}`;

/** The usual week as OpeningHoursSpecification, days with the same hours in one entry; midnight closes at 23:59. */
function openingHours(week: PublicBusiness['hours']['week']) {
  const byHours = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const weekday of WEEKDAYS) {
    for (const { start, end } of week[weekday]) {
      const closes = end === '24:00' ? '23:59' : end;
      const key = `${start}-${closes}`;
      const entry = byHours.get(key) ?? { opens: start, closes, days: [] };
      entry.days.push(SCHEMA_DAY(weekday));
      byHours.set(key, entry);
    }
  }
  return [...byHours.values()].map(({ opens, closes, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.length === 1 ? days[0] : days,
    opens,
    closes,
  }));
}

const absolute = (path: string, origin: string) => new URL(path, origin).href;

/** The business as schema.org LocalBusiness (of its category's type); its rating only once someone has rated it. */
function businessData(business: PublicBusiness, url: string, origin: string, description: string): Record<string, unknown> {
  const pictures = [business.cover, business.logo, ...business.gallery].filter((image) => image !== null);
  const hours = openingHours(business.hours.week);
  const sameAs = [
    business.instagram ? `https://www.instagram.com/${business.instagram}/` : null,
    business.telegram ? `https://t.me/${business.telegram}` : null,
  ].filter((link) => link !== null);
  const { average, count } = business.rating;
  return {
    '@context': 'https://schema.org',
    '@type': business.category ? SCHEMA_TYPE[business.category] : 'LocalBusiness',
    '@id': `${url.split('?')[0]}#business`,
    name: business.name,
    description,
    url,
    ...(pictures.length > 0 ? { image: pictures.map((image) => absolute(image.url, origin)) } : {}),
    ...(business.logo ? { logo: absolute(business.logo.url, origin) } : {}),
    ...(business.phone ? { telephone: business.phone } : {}),
    ...(business.address ? { address: { '@type': 'PostalAddress', streetAddress: business.address } } : {}),
    ...(business.location ? { geo: { '@type': 'GeoCoordinates', latitude: business.location.lat, longitude: business.location.lng } } : {}),
    ...(business.mapLinks ? { hasMap: business.mapLinks.google } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(count > 0 && average !== null
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: average, reviewCount: count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/** The preview picture: the cover (1200×400), else the logo (256×256), else the owner's profile image (256×256). */
function previewImage(user: User, business: PublicBusiness, origin: string): PageHead['image'] {
  const picture = business.cover ?? business.logo;
  if (picture) return { url: absolute(picture.url, origin), width: picture.width, height: picture.height };
  return user.profileImageUrl ? { url: absolute(user.profileImageUrl, origin), width: 256, height: 256 } : null;
}

/** A search result shows about 160 characters: a longer text is cut at a word. */
function shortened(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

export function providerHead(
  user: User,
  provider: Presented<typeof PublicProviderResponse>,
  services: Service[],
  origin: string,
  path: string,
  identifier: string,
  language: Language = DEFAULT_LANGUAGE,
): PageHead {
  const text = publicPageHeadCatalogues[language];
  const business = provider.business;
  const name = business.name;
  // The category in the reader's words beside the name ("Malika Beauty (Go'zallik saloni)"), where one is set.
  const who = business.category ? `${name} (${businessCategoryWords[language][business.category]})` : name;
  const offer = services
    .slice(0, 5)
    .map((service) => service.name)
    .join(', ');
  const description = business.description
    ? `${name}: ${shortened(business.description)}`
    : offer
      ? formatMessage(language, text.description, { name: who, offer })
      : formatMessage(language, text.descriptionNoServices, { name: who });
  const id = encodeURIComponent(identifier);
  const alternates = pageAlternates(`${origin}${path}`);
  const url = alternates.find((alternate) => alternate.hreflang === language)?.href ?? `${origin}${path}`;
  return {
    language,
    title: formatMessage(language, text.title, { name }),
    description,
    url,
    alternates,
    image: previewImage(user, business, origin),
    preloads: ['/api/session', `/api/public/services/${id}`],
    coverImage: business.cover?.url ?? null,
    provider,
    structuredData: businessData(business, url, origin, description),
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

/**
 * The cover drawn by the HTML itself, where the page will draw it (web/index.html styles the box): the page's largest
 * paint no longer waits for the scripts to run; the app's first render replaces it with its own, the same picture.
 */
function withBootCover(shell: string, cover: PublicBusiness['cover']): string {
  if (!cover) return shell;
  const picture = `<div class="boot-page"><div class="boot-cover"><img src="${escapeHtml(cover.url)}" alt="" width="${cover.width}" height="${cover.height}" fetchpriority="high" /></div></div>`;
  return shell.replace('<div class="boot-header"></div>', () => `<div class="boot-header"></div>${picture}`);
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
    ...(head.image
      ? [
          `<meta property="og:image" content="${escapeHtml(head.image.url)}" />`,
          `<meta property="og:image:width" content="${head.image.width}" />`,
          `<meta property="og:image:height" content="${head.image.height}" />`,
          `<meta property="og:image:alt" content="${escapeHtml(head.title)}" />`,
        ]
      : []),
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    ...head.preloads.map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(url)}" />`),
    head.coverImage ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(head.coverImage)}" />` : '',
    head.structuredData ? `<script type="application/ld+json">${jsonForScript(head.structuredData)}</script>` : '',
    head.provider ? `<script type="application/json" id="public-provider">${jsonForScript(head.provider)}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  // Function replacements: a string one would read `$&`, `$'` or `$\`` in a name as "paste the page here".
  return withBootCover(withLanguage(shell, head.language), head.provider?.business.cover ?? null)
    .replace(/<title>[^<]*<\/title>/, () => '')
    .replace(/<meta name="description"[^>]*>/, () => '')
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
