/**
 * Money as people read it, the one owner for every surface (server messages, e-mails, the bot, the web and the Mini
 * App): amounts are integer tiyin (1 so'm = 100 tiyin), grouped by threes as the three languages write them and followed by
 * that language's currency word ("80 000 so'm" / "80 000 сўм" / "80 000 сум"; docs/glossary.md). The ISO code "UZS"
 * belongs to payment protocols (Payme, Click, Telegram invoices), never to a sentence. The words live in a catalogue
 * here, not in each surface's, so no surface can spell them its own way.
 */
import type { Catalogues } from './catalogue.ts';
import type { Language } from './languages.ts';

const uz = {
  /** An amount with the currency word: "80 000 so'm". */
  amount: "{amount} so'm",
  /** A price that starts at the amount ("dan", as a suffix): "80 000 so'mdan". */
  from: '{amount}dan',
  /** A plan's price for its period: "49 000 so'm / oy". */
  perMonth: '{amount} / oy',
  /** A price of nothing. */
  free: 'Bepul',
} as const;

export const moneyWords: Catalogues<typeof uz> = {
  uz,
  'uz-Cyrl': { amount: '{amount} сўм', from: '{amount}дан', perMonth: '{amount} / ой', free: 'Бепул' },
  ru: { amount: '{amount} сум', from: 'от {amount}', perMonth: '{amount} / мес.', free: 'Бесплатно' },
};

/** A service's price as the provider gave it: an amount in tiyin (null: none, the text stands), "from", the text. */
export interface ServicePrice {
  price?: string | null;
  priceAmount?: number | null;
  priceFrom?: boolean | null;
}

/**
 * How spaces are written: non-breaking on a screen (an amount never wraps), plain in messages and e-mails, where
 * clients show them alike and a copied number stays typeable.
 */
export interface MoneyOptions {
  plainSpaces?: boolean;
}

/**
 * Whole so'm grouped by threes. Written here rather than by `Intl`: the three languages group alike (a space by
 * threes, a comma before the tiyin), and a browser without Uzbek locale data (Chromium's reduced ICU) would write
 * "80,000" in `uz` where Node writes "80 000".
 */
function groupThrees(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

/** Fills the one `{amount}` of a money word (no replacement patterns: the amount is inserted as it is). */
function fillAmount(template: string, amount: string, options: MoneyOptions = {}): string {
  return spaced(template.split('{amount}').join(amount), options);
}

function spaced(text: string, options: MoneyOptions): string {
  return text.replace(/[ \u00a0\u202f]/g, () => (options.plainSpaces ? ' ' : '\u00a0'));
}

/**
 * The number alone, grouped as the language writes it ("80 000"; the tiyin only when there are some: "1 234,50").
 * Every space is a non-breaking one (U+00A0), so an amount never wraps.
 */
export function formatSom(_language: Language, tiyin: number, options: MoneyOptions = {}): string {
  const sign = tiyin < 0 ? '-' : '';
  const rounded = Math.round(Math.abs(tiyin));
  const tiyinPart = rounded % 100;
  const whole = groupThrees(Math.floor(rounded / 100));
  return spaced(`${sign}${whole}${tiyinPart ? `,${String(tiyinPart).padStart(2, '0')}` : ''}`, options);
}

/** "80 000 so'm" / "80 000 сўм" / "80 000 сум". */
export function formatMoney(language: Language, tiyin: number, options: MoneyOptions = {}): string {
  return fillAmount(moneyWords[language].amount, formatSom(language, tiyin), options);
}

/** A plan's price: "49 000 so'm / oy" / "49 000 сум / мес.", or "Bepul" / "Бесплатно" for a free plan. */
export function formatPlanPrice(language: Language, tiyin: number, options: MoneyOptions = {}): string {
  if (tiyin <= 0) return moneyWords[language].free;
  const price = fillAmount(moneyWords[language].perMonth, formatMoney(language, tiyin), options);
  // On a narrow plan card the period may go to the next line; the amount and its currency never part.
  return price.replace('\u00a0/', ' /');
}

/**
 * A service's price for a reader: from its amount when the provider gave one ("80 000 so'm", "80 000 so'mdan" /
 * "от 80 000 сум", "Bepul" / "Бесплатно" for 0), else the provider's own text exactly as typed ('' when none).
 */
export function formatServicePrice(language: Language, service: ServicePrice, options: MoneyOptions = {}): string {
  const amount = service.priceAmount;
  if (amount === null || amount === undefined) return service.price ?? '';
  if (amount === 0) return moneyWords[language].free;
  return fillAmount(service.priceFrom ? moneyWords[language].from : '{amount}', formatMoney(language, amount), options);
}

/** Every apostrophe Uzbek is typed with ("so'm", "soʻm", "so‘m", "so’m", "so`m"), as one. */
const APOSTROPHES = /[ʻʼ‘’`´]/g;
const FREE = new Set(['bepul', 'бепул', 'бесплатно', 'free']);
const CURRENCY = /(so'm|som|sum|сўм|сум|сумов|сума|uzs)$/;
const THOUSANDS = /(ming|минг|тыс\.?|тысяч)$/;
const MAX_TIYIN = 2_000_000_000;

/**
 * A price a person typed, read as an amount when it is a plain one: "80 000 so'm" → 8 000 000 tiyin, "80 ming so'mdan"
 * and "от 80 000 сум" → 8 000 000 from, "Bepul" → 0; null for anything else ("kelishiladi", "80-100 ming", "1.5 mln"),
 * which then stays the provider's text. Whole so'm only, at most 20 000 000 (the schema's limit).
 */
export function parseMoney(text: string): { amount: number; from: boolean } | null {
  let rest = text
    .normalize('NFC')
    .replace(APOSTROPHES, "'")
    .replace(/[\s\u00a0\u202f\u2009]+/g, ' ')
    .trim()
    .toLowerCase();
  if (FREE.has(rest.replace(/[.!]$/, ''))) return { amount: 0, from: false };
  let from = false;
  if (/^(от|from)\s/.test(rest)) {
    from = true;
    rest = rest.replace(/^\S+\s+/, '');
  }
  const suffix = /\s?(dan|дан)$/.exec(rest);
  if (suffix && !from) {
    from = true;
    rest = rest.slice(0, suffix.index).trim();
  }
  rest = rest.replace(CURRENCY, '').trim();
  let multiplier = 1;
  if (THOUSANDS.test(rest)) {
    multiplier = 1000;
    rest = rest.replace(THOUSANDS, '').trim();
  }
  // Digits grouped by threes with one kind of separator ("80 000", "80.000", "80,000"), or not grouped at all.
  const grouped = /^\d{1,3}(?:([ .,])\d{3})?(?:\1\d{3})*$/.test(rest) || /^\d+$/.test(rest);
  if (!grouped) return null;
  const som = Number(rest.replace(/[ .,]/g, '')) * multiplier;
  const amount = som * 100;
  if (!Number.isSafeInteger(amount) || amount > MAX_TIYIN) return null;
  return { amount, from: from && amount > 0 };
}
