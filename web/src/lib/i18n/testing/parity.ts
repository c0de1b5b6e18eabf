import { compileMessage } from '@lingui/message-utils/compileMessage';
import { atPath, leafPaths } from '@qabul/api/i18n';

/** The names an ICU message fills in (`{name}`, a plural's `count`, and those inside its branches), sorted. */
export function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , options] = token as [string, string?, unknown?];
      names.add(name);
      if (options && typeof options === 'object') for (const branch of Object.values(options)) walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

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
