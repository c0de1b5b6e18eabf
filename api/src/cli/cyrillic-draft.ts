/**
 * Drafts a catalogue's Uzbek Cyrillic translation from its canonical Latin one (`pnpm i18n:cyrillic <module>
 * <export> [name]`): prints a module to review and keep by hand. Uzbek in the two scripts is one language, so
 * the draft is the official letter correspondence; what a human fixes afterwards is loanword spelling.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { latinToCyrillic } from '../contracts/i18n/cyrillic.ts';

function convert(value: unknown): unknown {
  if (typeof value === 'string') return latinToCyrillic(value);
  if (Array.isArray(value)) return value.map(convert);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convert(v)]));
  throw new Error(`Only strings, arrays and objects can be drafted, found ${typeof value}: make it an ICU message first.`);
}

function render(value: unknown, indent: string): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => render(v, indent)).join(', ')}]`;
  const inner = `${indent}  `;
  const lines = Object.entries(value as Record<string, unknown>).map(
    ([k, v]) => `${inner}${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}: ${render(v, inner)},`,
  );
  return `{\n${lines.join('\n')}\n${indent}}`;
}

const [modulePath, exportName, name = `${exportName}Cyrl`] = process.argv.slice(2);
if (!modulePath || !exportName) {
  console.error('usage: cyrillic-draft <module.ts> <exportName> [outputName]');
  process.exit(2);
}
const module = (await import(pathToFileURL(path.resolve(modulePath)).href)) as Record<string, unknown>;
const relative = `./${path.basename(modulePath)}`;
console.log(`import type { Translation } from '@qabul/api/i18n';
import type { ${exportName} } from '${relative}';

export const ${name} = ${render(convert(module[exportName]), '')} satisfies Translation<typeof ${exportName}>;`);
