import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutText } from './cut-text.ts';

const isWellFormed = (text: string) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

describe('cutText', () => {
  it('leaves a text that fits as it is', () => {
    expect(cutText('Soch olish', 10)).toBe('Soch olish');
  });

  it('cuts between graphemes, never inside an emoji, and ends with an ellipsis', () => {
    const title = `${'a'.repeat(30)}💇‍♀️ soch`;
    expect(title.slice(0, 31)).toMatch(/[\uD800-\uDBFF]$/); // what a cut by code units would leave: half an emoji
    expect(cutText(title, 32)).toBe(`${'a'.repeat(30)}…`);
    expect(cutText('🇺🇿🇺🇿🇺🇿', 5)).toBe('🇺🇿…');
  });

  it('gives at most `max` UTF-16 units, well formed, a prefix of the text, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), fc.integer({ min: 1, max: 60 }), (text, max) => {
        const cut = cutText(text, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(isWellFormed(cut)).toBe(true);
        if (cut !== text) expect(text.startsWith(cut.slice(0, -1))).toBe(true);
      }),
    );
  });

  it('reads only the head of a long text', () => {
    const long = `${'😀'.repeat(40)}${'x'.repeat(1_000_000)}`;
    const started = performance.now();
    expect(cutText(long, 11)).toBe('😀😀😀😀😀…');
    expect(performance.now() - started).toBeLessThan(100);
  });
});
