/**
 * ICU messages for the server side (API messages, notifications, e-mails, the bot): one Lingui instance per
 * language, each message compiled once on first use and kept (the catalogues are fixed at build time, so the
 * compiled set is bounded by their size). Browsers get catalogues compiled at build time instead.
 */
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type Language } from './languages.ts';
import type { MessageValues } from './values.ts';

export type { MessageValues } from './values.ts';

const instances = new Map<Language, I18n>();
const compiled = new Set<string>();

function instance(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    // Lingui's plural rules come from Intl.PluralRules of the active locale: Russian's one/few/many, Uzbek's one/other.
    i18n = setupI18n({ locale: language, messages: { [language]: {} } });
    instances.set(language, i18n);
  }
  return i18n;
}

/** Formats one ICU message in `language`; values missing from `values` render empty rather than as `{name}`. */
export function formatMessage(language: Language, message: string, values: MessageValues = {}): string {
  if (!message.includes('{')) return message;
  const safe = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ?? '']));
  for (const name of message.matchAll(/\{(\w+)[},]/g)) if (!(name[1]! in safe)) safe[name[1]!] = '';
  const i18n = instance(language);
  const key = `${language}\u0000${message}`;
  if (!compiled.has(key)) {
    i18n.load(language, { [message]: compileMessage(message) });
    compiled.add(key);
  }
  return i18n._(message, safe);
}

for (const language of LANGUAGES) instance(language);

/**
 * The argument names an ICU message uses (`{name}`, `{count, plural, ...}` and those inside its branches), sorted;
 * throws when the message is not valid ICU (an unclosed brace, a quote before `{` that swallows a placeholder).
 * Catalogue tests compare these across languages.
 */
export function messageArguments(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: readonly unknown[]): void => {
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , branches] = token as [unknown, unknown, unknown];
      if (typeof name === 'string') names.add(name);
      else walk(token);
      if (branches && typeof branches === 'object') for (const branch of Object.values(branches)) if (Array.isArray(branch)) walk(branch);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}
