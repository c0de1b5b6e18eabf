/**
 * Reads an ICU message in Lingui's compiled form (what `compileMessage` makes at build time): text, `[name]`,
 * `[name, 'plural' | 'selectordinal' | 'select', cases]`, `#` for the plural's number. The browser bundle
 * carries this instead of @lingui/core's runtime (the public page's JS budget); catalogues.test.ts checks it
 * gives Lingui's own output for every message of every language.
 */
import type { Language } from '@qabul/api/i18n';

export type CompiledMessage = string | readonly CompiledToken[];
type CompiledToken = string | readonly [string, string?, Readonly<Record<string, CompiledMessage>>?];

export function formatCompiled(language: Language, message: CompiledMessage, values: Record<string, unknown>, count?: number): string {
  if (typeof message === 'string') return message;
  let out = '';
  for (const token of message) {
    if (typeof token === 'string') {
      out += token === '#' && count !== undefined ? new Intl.NumberFormat(language).format(count) : token;
      continue;
    }
    const [name, type, cases = {}] = token;
    const value = values[name];
    if (type === 'plural' || type === 'selectordinal') {
      const n = Number(value);
      const rule = new Intl.PluralRules(language, { type: type === 'plural' ? 'cardinal' : 'ordinal' }).select(n);
      out += formatCompiled(language, cases[n] ?? cases[rule] ?? cases.other ?? '', values, n);
    } else if (type === 'select') {
      out += formatCompiled(language, cases[String(value)] ?? cases.other ?? '', values);
    } else if (value != null) {
      out += String(value);
    }
  }
  return out;
}
