import { z } from 'zod';
import { latinToCyrillic } from '../../contracts/i18n/cyrillic.ts';
import type { Language } from '../../contracts/i18n/languages.ts';

/**
 * zod's own messages (a rule whose schema names no catalogue text) in the reader's language. zod's language is
 * global (`z.config`), so it stays Uzbek for everyone and each request's parse passes its reader's map instead:
 * Russian from zod's own Russian texts, Uzbek Cyrillic from its Uzbek ones by the letter correspondence. Every
 * message a schema names comes from a catalogue and is translated where errors leave (middleware/errors.ts).
 */
const russian = z.locales.ru().localeError;
const uzbek = z.locales.uz().localeError;

/** What stays as zod wrote it: quoted values, patterns and the type names zod gives in English. */
const KEPT =
  /"[^"]*"|\/\S+\/|\b(number|string|boolean|bigint|object|array|date|symbol|undefined|null|nan|int|file|map|set|promise|function)\b/g;

const cyrillic: z.core.$ZodErrorMap = (issue) => {
  const latin = uzbek(issue);
  const text = typeof latin === 'string' ? latin : latin?.message;
  if (!text) return undefined;
  const kept: string[] = [];
  const masked = text.replace(KEPT, (part) => `{k${kept.push(part) - 1}}`);
  return latinToCyrillic(masked).replace(/\{k(\d+)\}/g, (_, index: string) => kept[Number(index)] ?? '');
};

/** The map for `schema.safeParse(value, { error })`; undefined for Uzbek Latin (the global default). */
export function zodMessagesIn(language: Language): z.core.$ZodErrorMap | undefined {
  if (language === 'ru') return russian;
  if (language === 'uz-Cyrl') return cyrillic;
  return undefined;
}
