/**
 * Typed message catalogues. Each surface writes its Uzbek Latin catalogue as a plain object (the canonical
 * texts) and gives the other languages as `Translation<typeof uz>`: a key missing or misspelt in any language
 * fails the type check, so no language can fall behind silently. Values are ICU MessageFormat strings
 * (`{name}`, `{count, plural, one {…} other {…}}`), formatted by one library on every surface.
 */
import type { Language } from './languages.ts';

/** The same keys as the canonical catalogue, every leaf a string (an ICU message) in another language. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends readonly string[]
      ? readonly string[]
      : T[K] extends object
        ? Translation<T[K]>
        : never;
};

/** A catalogue in all three languages. */
export type Catalogues<T> = { readonly uz: T } & { readonly [L in Exclude<Language, 'uz'>]: Translation<T> };

/** Dotted paths of every leaf of a catalogue: what the key-parity tests walk. */
export function leafPaths(catalogue: unknown, prefix = ''): string[] {
  if (typeof catalogue === 'string' || Array.isArray(catalogue)) return [prefix];
  if (catalogue === null || typeof catalogue !== 'object') return [];
  return Object.entries(catalogue).flatMap(([key, value]) => leafPaths(value, prefix ? `${prefix}.${key}` : key));
}

/** The value at a dotted path (`booking.slotTaken`), or undefined. */
export function atPath(catalogue: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalogue);
}
