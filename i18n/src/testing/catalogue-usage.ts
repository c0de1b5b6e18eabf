import { leafPaths } from '../catalogue.ts';

/**
 * The keys of a catalogue that no source reads: each one a text somebody translates three times for nobody.
 * A key counts as read when its own name is read (`.name`, or named as a string: a key chosen at run time), or
 * when one of the objects above it is read whole or by a computed key (`t.status[booking.status]`,
 * `Object.values(t.faq)`). Generous on purpose: what it reports is a name found nowhere at all.
 */
export function unreadKeys(catalogue: unknown, sources: readonly string[]): string[] {
  const text = sources.join('\n');
  const cached = (test: (name: string) => boolean) => {
    const seen = new Map<string, boolean>();
    return (name: string) => {
      if (!seen.has(name)) seen.set(name, test(name.replace(/\$/g, '\\$')));
      return seen.get(name) as boolean;
    };
  };
  const byName = cached((n) => new RegExp(`\\.${n}\\b|['"\`]${n}['"\`]`).test(text));
  // The object read whole (not followed by `.child`) or by a computed key.
  const wholeOrComputed = cached((n) => new RegExp(`\\.${n}\\b(?!\\s*\\??\\.\\s*[A-Za-z_$])`).test(text));
  return leafPaths(catalogue).filter((path) => {
    const keys = path.split('.');
    const leaf = keys.at(-1);
    if (!leaf || byName(leaf)) return false;
    return !keys.slice(0, -1).some(wholeOrComputed);
  });
}
