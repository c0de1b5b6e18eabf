import { describe, expect, it } from 'vitest';
import { API_CATALOGUES, registerApiCatalogues } from '../../src/api-catalogues.ts';
import { atPath, leafPaths } from '../../src/contracts/i18n/catalogue.ts';
import { LANGUAGES } from '../../src/contracts/i18n/languages.ts';
import { translateApiMessage } from '../../src/lib/i18n/message-index.ts';

// The app registers its catalogues as it starts; this file translates without an app.
registerApiCatalogues();

// Every catalogue the API answers with, in its three languages: the same keys, the same placeholders, and
// nothing left in Uzbek where Russian is asked for.

/** The ICU argument names a message uses (`{name}`, `{count, plural, ...}`), sorted and without repeats. */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\s*(\w+)\s*[},]/g)].map((match) => match[1] as string))].sort();
}

/** Texts that are the same in every language on purpose: names of things, not words. */
const BRAND_ONLY = /^(Google Meet|Telegram|Qabul|Payme|Click|Freemium|Business|Premium|Business)$/;

const leaves = API_CATALOGUES.flatMap((catalogues, index) =>
  leafPaths(catalogues.uz).map((path) => ({ catalogue: index, path, uz: atPath(catalogues.uz, path) as string | string[] })),
);

describe('API catalogues', () => {
  it('registers the server texts and every feature catalogue the API answers with', () => {
    expect(API_CATALOGUES.length).toBeGreaterThanOrEqual(8);
    expect(leaves.length).toBeGreaterThan(200);
  });

  it('has the same leaf paths in Uzbek (Latin), Uzbek (Cyrillic) and Russian', () => {
    for (const catalogues of API_CATALOGUES) {
      const canonical = leafPaths(catalogues.uz).sort();
      for (const language of LANGUAGES) expect(leafPaths(catalogues[language]).sort(), language).toEqual(canonical);
    }
  });

  it('uses the same placeholders per key in every language', () => {
    const mismatches: string[] = [];
    for (const { catalogue, path, uz } of leaves) {
      for (const language of LANGUAGES) {
        const text = atPath(API_CATALOGUES[catalogue]?.[language], path);
        const [want, got] = [uz, text].map((value) => placeholders(([] as string[]).concat(value as string | string[]).join(' ')));
        if (JSON.stringify(want) !== JSON.stringify(got))
          mismatches.push(`${language} ${path}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('leaves no Uzbek text untranslated: Russian and Cyrillic differ from the Latin except for brand names', () => {
    const untranslated: string[] = [];
    for (const { catalogue, path, uz } of leaves) {
      const latin = ([] as string[]).concat(uz);
      for (const language of ['ru', 'uz-Cyrl'] as const) {
        const other = ([] as string[]).concat(atPath(API_CATALOGUES[catalogue]?.[language], path) as string | string[]);
        latin.forEach((text, i) => {
          if (other[i] === text && !BRAND_ONLY.test(text)) untranslated.push(`${language} ${path}: ${text}`);
        });
      }
    }
    expect(untranslated).toEqual([]);
  });

  it('writes Russian in Cyrillic letters and Uzbek Cyrillic with its own letters, not Latin words', () => {
    const latinWords: string[] = [];
    for (const { catalogue, path } of leaves) {
      for (const language of ['ru', 'uz-Cyrl'] as const) {
        const text = ([] as string[]).concat(atPath(API_CATALOGUES[catalogue]?.[language], path) as string | string[]).join(' ');
        // What may stay in Latin letters: placeholders, brands, codes, formats and technical names.
        const rest = text
          // The Payme setup check's settings, addresses and field names, written as Payme and the server name them.
          .replace(/\b(Endpoint URL|Merchant ID|TEST_KEY|PAYME_\w+|PUBLIC_URL|order_id|HTTP)\b|[\w.]*paycom\.uz|\/api\/[\w/]+/g, '')
          .replace(/\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, '')
          .replace(
            /\b(Qabul|Telegram|Instagram|Google|Meet|Payme|Click|Freemium|Business|Premium|JSON|NUL|Content-Encoding|email|Email|username|Mini App|paysupport|uz-Cyrl|uz|ru|YYYY-MM-DD|HH:mm)\b/g,
            '',
          )
          .replace(/@username/g, '');
        if (/[A-Za-z]{2,}/.test(rest)) latinWords.push(`${language} ${path}: ${text}`);
      }
    }
    expect(latinWords).toEqual([]);
  });

  it('translates a filled template with Russian plurals at the boundary', () => {
    const uz = "Uchrashuvgacha 21 soatdan kam vaqt qoldi: endi bekor qilib yoki ko'chirib bo'lmaydi";
    expect(translateApiMessage('ru', uz)).toBe('До записи осталось меньше 21 часа: отменить или перенести её уже нельзя');
    expect(translateApiMessage('ru', uz.replace('21', '5'))).toBe(
      'До записи осталось меньше 5 часов: отменить или перенести её уже нельзя',
    );
    expect(translateApiMessage('uz-Cyrl', uz)).toBe('Учрашувгача 21 соатдан кам вақт қолди: энди бекор қилиб ёки кўчириб бўлмайди');
    expect(translateApiMessage('uz', uz)).toBe(uz);
  });
});
