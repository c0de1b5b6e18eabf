/**
 * Finds which catalogue key a canonical Uzbek text came from: an exact text, or a filled template ("Noma'lum
 * maydon: phone" from "Noma'lum maydon: {field}") matched by its pattern, with the values it was filled with.
 * One matcher for both ends: the API's error boundary and the browser (a shared schema's message shown to a
 * reader of another language) answer the same key from that language's catalogue.
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
  regex: RegExp;
  names: string[];
  fixed: number;
}

export interface MessageIndex<Owner> {
  /** Indexes every text of a canonical (Uzbek) catalogue, remembered as `owner`'s. */
  add(uz: unknown, owner: Owner): void;
  /** The key a text came from; the first catalogue added wins a text two share. */
  find(text: string): MessageHit<Owner> | null;
}

const PLACEHOLDER = /\{(\w+)\}/g;

export function messageIndex<Owner>(): MessageIndex<Owner> {
  const exact = new Map<string, { owner: Owner; path: string }>();
  const patterns: Pattern<Owner>[] = [];
  return {
    add(uz, owner) {
      for (const path of leafPaths(uz)) {
        const text = atPath(uz, path);
        if (typeof text !== 'string') continue;
        const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
        if (names.length === 0) {
          if (!exact.has(text)) exact.set(text, { owner, path });
          continue;
        }
        const literals = text.split(/\{\w+\}/);
        const source = literals.map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('(.*?)');
        patterns.push({ owner, path, regex: new RegExp(`^${source}$`, 's'), names, fixed: literals.join('').length });
      }
      // The most specific pattern first: the one with the most fixed text.
      patterns.sort((a, b) => b.fixed - a.fixed);
    },
    find(text) {
      const hit = exact.get(text);
      if (hit) return { ...hit, values: null };
      for (const { owner, path, regex, names } of patterns) {
        const match = regex.exec(text);
        if (match) return { owner, path, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) };
      }
      return null;
    },
  };
}
