import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { uz } from '../messages.uz.ts';
import { messageIndex } from './message-match.ts';

/** The matcher this one replaced: each template as a regular expression with lazy groups (it backtracks). */
function lazyRegexValues(template: string, text: string): Record<string, string> | null {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const source = template
    .split(/\{\w+\}/)
    .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(.*?)');
  const match = new RegExp(`^${source}$`, 's').exec(text);
  return match ? Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) : null;
}

describe('messageIndex', () => {
  it('finds the values a template was filled with, as the lazy regular expression did', () => {
    const pieces = fc.constantFrom(': ', ', ', 'soat ', '{', '}', 'a', ' ', '$&', '');
    const template = fc
      .array(fc.oneof(pieces, fc.constantFrom('{a}', '{b}', '{c}')), { minLength: 1, maxLength: 6 })
      .map((p) => p.join(''));
    fc.assert(
      fc.property(template, fc.array(pieces, { maxLength: 12 }), (text, filler) => {
        const index = messageIndex<null>();
        index.add({ only: text }, null);
        const filled = filler.join('');
        for (const candidate of [text.replace(/\{(\w+)\}/g, () => filled), filled, `${text}${filled}`]) {
          const expected = lazyRegexValues(text, candidate);
          const hit = index.find(candidate);
          if (!text.match(/\{\w+\}/)) expect(hit?.values ?? null).toBeNull();
          else expect(hit?.values ?? null).toEqual(expected);
        }
      }),
    );
  });

  it("answers in linear time a text made of the catalogue's own pieces (the input that backtracked for seconds)", () => {
    const index = messageIndex<null>();
    index.add(uz, null);
    index.add({ many: '{a}: {b}, {c} soat {d}: {e}, {f} soat {g}' }, null);
    for (const filler of [': , soat ', ', soat : ', '{}: ,']) {
      const text = `Noma'lum maydon: ${filler.repeat(16_000 / filler.length)}`;
      const started = performance.now();
      expect(index.find(text)).not.toBeNull();
      index.find(filler.repeat(16_000 / filler.length));
      expect(performance.now() - started).toBeLessThan(50);
    }
  });

  it('looks a template up by its own text', () => {
    const index = messageIndex<string>();
    index.add({ a: 'Xato: {what}', b: 'Oddiy matn' }, 'first');
    expect(index.keyOf('Xato: {what}')).toEqual({ owner: 'first', path: 'a' });
    expect(index.keyOf('Oddiy matn')).toEqual({ owner: 'first', path: 'b' });
    expect(index.keyOf('Xato: fayl')).toBeNull();
  });
});
