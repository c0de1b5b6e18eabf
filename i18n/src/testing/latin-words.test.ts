import { describe, expect, it } from 'vitest';
import { latinWordsOf, messageText, uzbekProductWords, uzbekWordsIn } from './latin-words.ts';

describe('the Uzbek product words', () => {
  it('reads the words of a message, not its placeholders or plural syntax', () => {
    expect(messageText('{count, plural, one {# ta xizmat} other {# ta xizmat}} {name} uchun')).not.toMatch(/count|plural|other|name/);
    expect(latinWordsOf(messageText("Salom, {name}! Bo'sh vaqt yo‘q"))).toEqual(['salom', "bo'sh", 'vaqt', "yo'q"]);
  });

  it('are the Uzbek words no translation uses, brands and technical names aside', () => {
    const words = uzbekProductWords({
      uz: [{ a: "Narx: {amount} so'm", b: 'Telegram orqali', c: 'Email' }],
      translations: [{ a: 'Цена: {amount} сум', b: 'через Telegram', c: 'Email' }],
    });
    expect([...words].sort()).toEqual(['narx', 'orqali', "so'm"]);
  });

  it("finds them in a text, leaving out people's own words, addresses and codes", () => {
    const words = new Set(['bepul', "so'm", 'soch', 'olish']);
    expect(uzbekWordsIn('Цена: 80 000 soʻm, Bepul', words)).toEqual(["so'm", 'bepul']);
    expect(uzbekWordsIn('Услуга: Soch olish · 80 000 сум', words, ['Soch olish'])).toEqual([]);
    expect(uzbekWordsIn('https://qabul.uz/bepul bepul@soch.uz @soch_olish QB-SOCH-12', words)).toEqual([]);
    // An own word inside a link (the provider's username) leaves the whole link out, not the token's letters.
    expect(uzbekWordsIn('Отменить: https://qabul.uz/demo?cancel=7f&token=5c7bepul9', words, ['demo'])).toEqual([]);
  });
});
