import { atPath, leafPaths } from '@qabul/api/i18n';
import { messageArguments as placeholders } from '../../../../../i18n/src/format.ts';

/** The names an ICU message fills in, nested ones included: the server's own reading of a message (Lingui's). */
export { placeholders };

/**
 * How a translation differs from its canonical Uzbek catalogue: leaf paths missing or extra, and keys whose
 * placeholders are not the same. Empty when they agree (what the catalogue tests expect).
 */
export function parityProblems(uz: unknown, translation: unknown): string[] {
  const canonical = leafPaths(uz);
  const translated = leafPaths(translation);
  const problems = [
    ...canonical.filter((path) => !translated.includes(path)).map((path) => `missing ${path}`),
    ...translated.filter((path) => !canonical.includes(path)).map((path) => `extra ${path}`),
  ];
  for (const path of canonical) {
    const a = atPath(uz, path);
    const b = atPath(translation, path);
    if (typeof a !== 'string' || typeof b !== 'string') continue;
    const want = placeholders(a).join(',');
    const got = placeholders(b).join(',');
    if (want !== got) problems.push(`${path}: placeholders {${got}} instead of {${want}}`);
  }
  return problems;
}
