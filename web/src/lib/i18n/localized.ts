/**
 * The web app's messages in the reader's language. Each area's catalogue is canonical Uzbek (Latin) data,
 * wrapped once by `localized(name, uz)`: components keep importing the object and reading its keys, and every
 * read answers from the active language's loaded catalogue, else from Uzbek. Texts are ICU MessageFormat
 * (Lingui): a text with placeholders reads as a function of its values (`stepOf({ n, total })`), a plain text
 * as a string. The build compiles every message with Lingui (vite.messages.ts), so the browser ships neither
 * the ICU parser nor Lingui's runtime (compiled-message.ts reads the compiled form); in development and tests
 * Lingui compiles and formats on first use.
 */
import { type I18n, setupI18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from '@qabul/api/i18n';
import { type CompiledMessage, formatCompiled } from './compiled-message.ts';

export type MessageValues = Record<string, string | number>;
/** A text with placeholders, filled in the active language. */
export type Message = (values: MessageValues) => string;

/**
 * What a catalogue reads as: ICU texts as functions, plain texts as strings, lists as lists. A list of objects (the
 * landing's sample cards) is read whole, in one language; its texts are plain (no placeholders).
 */
export type Localized<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? T[K] extends `${string}{${string}`
      ? Message
      : string
    : T[K] extends readonly string[]
      ? readonly string[]
      : T[K] extends object
        ? Localized<T[K]>
        : never;
};

/**
 * What another language writes for a `localized` catalogue (`satisfies TranslationOf<typeof bookingStart>`): the
 * same keys, every text an ICU string; a missing or misspelt key fails tsc.
 */
export type TranslationOf<L> = {
  readonly [K in keyof L]: L[K] extends string | Message
    ? string
    : L[K] extends readonly string[]
      ? readonly string[]
      : TranslationOf<L[K]>;
};

/** Translations by catalogue name (the exported name of the catalogue), as a language's chunk exports them. */
export type TranslationModule = Readonly<Record<string, unknown>>;

const translations: Partial<Record<Language, Record<string, unknown>>> = {};
let active: Language = DEFAULT_LANGUAGE;
const formatters = new Map<Language, I18n>();

/** Adds a language's translations (a loaded chunk); later modules add catalogues, they never remove any. */
export function addTranslations(language: Language, module: TranslationModule): void {
  translations[language] = { ...translations[language], ...module };
}

/** Which language every catalogue answers in from now on (its translations must be added first). */
export function setMessagesLanguage(language: Language): void {
  active = language;
}

export function messagesLanguage(): Language {
  return active;
}

const sources = new WeakMap<object, { name: string; uz: unknown }>();

export function localized<const T extends object>(name: string, uz: T): Localized<T> {
  const catalogue = tree(name, uz as Record<string, unknown>, []);
  // Read by the key-parity tests and the Cyrillic drafts only: the browser bundle need not keep it.
  if (!import.meta.env.PROD) sources.set(catalogue, { name, uz });
  return catalogue as Localized<T>;
}

/** A catalogue's name and canonical Uzbek data (for the key-parity tests and the Cyrillic drafts). */
export function catalogueSource(catalogue: object): { name: string; uz: unknown } | undefined {
  return sources.get(catalogue);
}

function tree(name: string, node: Record<string, unknown>, path: string[]): object {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    const here = [...path, key];
    if (isBranch(value)) {
      out[key] = tree(name, value, here);
      continue;
    }
    const icu = isMessage(value);
    Object.defineProperty(out, key, {
      enumerable: true,
      get: () => {
        const [language, text] = pick(name, here, value);
        return icu ? (values: MessageValues) => format(language, `${name}.${here.join('.')}`, text, values) : text;
      },
    });
  }
  return out;
}

/** A nested group of texts (not a text, a compiled message or a list of texts). */
function isBranch(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An ICU message: its source with a placeholder, or the build's compiled tokens (an array holding a placeholder
 * token, itself an array; a list of objects is not one).
 */
function isMessage(value: unknown): boolean {
  return typeof value === 'string' ? value.includes('{') : Array.isArray(value) && value.some(Array.isArray);
}

function pick(name: string, path: string[], uz: unknown): [Language, unknown] {
  let node: unknown = translations[active]?.[name];
  for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key];
  return node === undefined ? [DEFAULT_LANGUAGE, uz] : [active, node];
}

function format(language: Language, id: string, message: unknown, values: MessageValues): string {
  // The build compiled every message: the browser reads the compiled form itself. Development and tests keep the
  // ICU source, which Lingui compiles on first use (a branch the production bundle drops, with Lingui).
  if (import.meta.env.PROD) return formatCompiled(language, message as CompiledMessage, values);
  return lingui(language, id, message, values);
}

/** Lingui's own formatting, for uncompiled messages (development, unit tests). */
export function lingui(language: Language, id: string, message: unknown, values: MessageValues): string {
  let i18n = formatters.get(language);
  if (!i18n) {
    // Plural categories follow the language (Russian's one/few/many), so each language has its own instance.
    i18n = setupI18n({ locale: language, messages: { [language]: {} } });
    formatters.set(language, i18n);
  }
  // Compiled tokens are what Lingui's catalogues hold; its types call them strings.
  return i18n._({ id, message: message as string, values });
}
