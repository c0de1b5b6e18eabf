import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';
import { splitMessage } from './split-message.ts';

/** The text Telegram shows for an HTML message: tags gone, entities decoded. Throws on unbalanced tags. */
function visible(html: string): string {
  const open: string[] = [];
  const text = html.replace(/<(\/?)([a-z-]+)[^>]*>/g, (_, closing: string, name: string) => {
    if (!closing) open.push(name);
    else if (open.pop() !== name) throw new Error(`unbalanced </${name}> in ${html}`);
    return '';
  });
  if (open.length > 0) throw new Error(`unclosed <${open.at(-1)}> in ${html}`);
  if (/<|>/.test(text)) throw new Error(`a tag cut in half in ${html}`);
  return text.replace(/&(lt|gt|amp|quot);/g, (_, e: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"' })[e]!);
}

const words = fc.string({ unit: fc.constantFrom('a', 'b', 'ш', '😀', ' ', '\n', '&', '<', '>', '"', "'"), maxLength: 150 });
/** HTML as the bot writes it: escaped text, some of it in elements (nested too), links with long attributes. */
const html: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'xsmall', withCrossShrink: true },
    words.map(escapeHtml),
    fc
      .tuple(fc.constantFrom('b', 'i', 'code'), fc.array(tie('node'), { maxLength: 4 }))
      .map(([tag, inner]) => `<${tag}>${inner.join('')}</${tag}>`),
    fc.array(tie('node'), { maxLength: 4 }).map((inner) => `<a href="https://qabul.uz/x?a=1&amp;b=2">${inner.join('')}</a>`),
  ),
})).node;

describe('splitting a long Telegram message', () => {
  it('keeps every HTML part within the limit and well-formed, losing no text but the blanks at the cuts', () => {
    fc.assert(
      fc.property(fc.array(html, { minLength: 1, maxLength: 12 }), fc.integer({ min: 400, max: 1000 }), (pieces, limit) => {
        const text = pieces.join('\n');
        fc.pre(visible(text).trim() !== '');
        const parts = splitMessage(text, { html: true, limit });
        if (text.length <= limit) expect(parts).toEqual([text]);
        for (const part of parts) {
          expect(part.length).toBeLessThanOrEqual(limit);
          expect(visible(part).trim()).not.toBe('');
        }
        const squeeze = (value: string) => value.replace(/\s+/g, '');
        expect(squeeze(parts.map(visible).join(''))).toBe(squeeze(visible(text)));
      }),
      { numRuns: 400 },
    );
  });

  it('cuts plain text at line ends when the lines allow it, at blank lines first', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom('a', 'b', ' ', 'ш', '😀'), minLength: 1, maxLength: 40 }), {
          minLength: 1,
          maxLength: 60,
        }),
        fc.integer({ min: 50, max: 300 }),
        (lines, limit) => {
          const clean = lines.map((line) => line.trim()).filter(Boolean);
          fc.pre(clean.length > 0);
          const text = clean.join('\n');
          const parts = splitMessage(text, { html: false, limit });
          for (const part of parts) expect(part.length).toBeLessThanOrEqual(limit);
          // Whole lines only, in order.
          expect(parts.flatMap((part) => part.split('\n'))).toEqual(clean);
        },
      ),
      { numRuns: 300 },
    );
    const paragraphs = Array.from({ length: 30 }, (_, i) => `${String(i).padStart(2, '0')} ${'x'.repeat(30)}\nikkinchi qator`);
    const parts = splitMessage(paragraphs.join('\n\n'), { html: false, limit: 200 });
    expect(parts.length).toBeGreaterThan(1);
    // A booking's two lines stay together.
    for (const part of parts) for (const block of part.split('\n\n')) expect(block).toMatch(/^\d\d x{30}\nikkinchi qator$/);
  });

  it('never splits a character, an entity or a tag, and carries open elements into the next part', () => {
    const parts = splitMessage(`<b>${'😀&amp;'.repeat(100)}</b>`, { html: true, limit: 50 });
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(part).toMatch(/^<b>(😀&amp;|😀|&amp;)+<\/b>$/);
      expect(part.length).toBeLessThanOrEqual(50);
    }
  });

  it('never splits a grapheme: an emoji with its skin tone or joined family stays in one part', () => {
    const family = '👨‍👩‍👧‍👦';
    const wave = '👋🏽';
    const parts = splitMessage(`${family}${wave}`.repeat(30), { html: false, limit: 20 });
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(part).toMatch(new RegExp(`^(${family}|${wave})+$`, 'u'));
      expect(part.length).toBeLessThanOrEqual(20);
    }
  });
});
