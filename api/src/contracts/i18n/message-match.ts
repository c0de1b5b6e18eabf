/**
 * Finds which catalogue key a canonical Uzbek text came from: an exact text, or a filled template ("Noma'lum
 * maydon: phone" from "Noma'lum maydon: {field}") matched by its literal pieces, with the values it was filled with.
 * One matcher for both ends: the API's error boundary and the browser (a shared schema's message shown to a
 * reader of another language) answer the same key from that language's catalogue.
 *
 * A filled text can carry a client's words (a field name, a value), so matching is linear by construction: the
 * template's literal pieces are found with `startsWith`, `indexOf` and `endsWith`, never with a regular expression
 * built from the messages (lazy groups backtrack, and a few kilobytes of the template's own punctuation once
 * held the whole server for seconds). Each piece is looked for once, from where the previous one ended: the
 * leftmost place is always right, since what lies between two pieces is any text.
 */
import { atPath, leafPaths } from './catalogue.ts';

/** Where a text was found: the catalogue it belongs to, the key's dotted path, and a template's filled values. */
export interface MessageHit<Owner> {
  owner: Owner;
  path: string;
  /** The placeholders' values, for a filled template; null for an exact text. */
  values: Record<string, string> | null;
}

interface Pattern<Owner> {
  owner: Owner;
  path: string;
  /** The literal pieces around the placeholders: always one more than `names`. */
  pieces: string[];
  names: string[];
  fixed: number;
}

/** A simple `{name}` placeholder; a fixed expression run over catalogue templates only. */
const PLACEHOLDER = /\{(\w+)\}/g;

export interface MessageIndex<Owner> {
  /** Indexes every text of a canonical (Uzbek) catalogue, remembered as `owner`'s. */
  add(uz: unknown, owner: Owner): void;
  /** The key a text came from; the first catalogue added wins a text two share. */
  find(text: string): MessageHit<Owner> | null;
  /** The key of a catalogue text exactly as written (a template unfilled): a lookup, no matching. */
  keyOf(template: string): { owner: Owner; path: string } | null;
}

/** A template cut at its `{name}` placeholders: the literal pieces (one more than the names) and the names between them. */
export function templatePieces(template: string): { pieces: string[]; names: string[] } {
  const pieces: string[] = [];
  const names: string[] = [];
  let from = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    pieces.push(template.slice(from, match.index));
    names.push(match[1]!);
    from = match.index + match[0].length;
  }
  pieces.push(template.slice(from));
  return { pieces, names };
}

/** The placeholders' values when `text` is `pattern` filled in; null when it is not. Linear in the text's length. */
function valuesOf(text: string, pieces: readonly string[], names: readonly string[]): Record<string, string> | null {
  const first = pieces[0]!;
  const last = pieces[pieces.length - 1]!;
  if (!text.startsWith(first)) return null;
  const end = text.length - last.length;
  if (end < first.length || !text.endsWith(last)) return null;
  const values: Record<string, string> = {};
  let at = first.length;
  for (let index = 1; index < pieces.length - 1; index++) {
    const piece = pieces[index]!;
    const found = text.indexOf(piece, at);
    if (found < 0 || found + piece.length > end) return null;
    values[names[index - 1]!] = text.slice(at, found);
    at = found + piece.length;
  }
  values[names[names.length - 1]!] = text.slice(at, end);
  return values;
}

export function messageIndex<Owner>(): MessageIndex<Owner> {
  const exact = new Map<string, { owner: Owner; path: string }>();
  const templates = new Map<string, { owner: Owner; path: string }>();
  const patterns: Pattern<Owner>[] = [];
  return {
    add(uz, owner) {
      for (const path of leafPaths(uz)) {
        const text = atPath(uz, path);
        if (typeof text !== 'string') continue;
        const { pieces, names } = templatePieces(text);
        if (names.length === 0) {
          if (!exact.has(text)) exact.set(text, { owner, path });
          continue;
        }
        if (!templates.has(text)) templates.set(text, { owner, path });
        patterns.push({ owner, path, pieces, names, fixed: pieces.join('').length });
      }
      // The most specific pattern first: the one with the most fixed text.
      patterns.sort((a, b) => b.fixed - a.fixed);
    },
    find(text) {
      const hit = exact.get(text);
      if (hit) return { ...hit, values: null };
      for (const { owner, path, pieces, names } of patterns) {
        const values = valuesOf(text, pieces, names);
        if (values) return { owner, path, values };
      }
      return null;
    },
    keyOf(template) {
      return exact.get(template) ?? templates.get(template) ?? null;
    },
  };
}
