import { afterEach, describe, expect, it } from 'vitest';
import { addTranslations, localized, setMessagesLanguage, type TranslationOf } from './localized.ts';

const sample = localized('sample', {
  title: 'Xizmatni tanlang',
  stepOf: '{n}-bosqich, jami {total}',
  hours: '{count, plural, one {# soat} other {# soat}}',
  nested: { morning: 'Ertalab' },
  list: ['Du', 'Se'],
  cards: [{ name: 'Aziz Karimov', role: 'Sartarosh' }],
  onlyUz: 'Faqat lotin',
} as const);

const sampleRu = {
  title: 'Выберите услугу',
  stepOf: 'Шаг {n} из {total}',
  hours: '{count, plural, one {# час} few {# часа} many {# часов} other {# часа}}',
  nested: { morning: 'Утро' },
  list: ['Пн', 'Вт'],
  cards: [{ name: 'Aziz Karimov', role: 'Парикмахер' }],
  onlyUz: 'Только латиница',
} satisfies TranslationOf<typeof sample>;

afterEach(() => setMessagesLanguage('uz'));

describe('localized catalogues', () => {
  it('reads Uzbek by default: plain texts as strings, ICU texts as functions, lists as lists', () => {
    expect(sample.title).toBe('Xizmatni tanlang');
    expect(sample.stepOf({ n: 2, total: 5 })).toBe('2-bosqich, jami 5');
    expect(sample.nested.morning).toBe('Ertalab');
    expect(sample.list).toEqual(['Du', 'Se']);
  });

  it("answers from the active language's catalogue, with Russian plural forms", () => {
    addTranslations('ru', { sample: sampleRu });
    setMessagesLanguage('ru');
    expect(sample.title).toBe('Выберите услугу');
    expect(sample.stepOf({ n: 2, total: 5 })).toBe('Шаг 2 из 5');
    expect([1, 3, 5, 21].map((count) => sample.hours({ count }))).toEqual(['1 час', '3 часа', '5 часов', '21 час']);
    expect(sample.nested.morning).toBe('Утро');
    expect(sample.list).toEqual(['Пн', 'Вт']);
  });

  it('reads a list of objects (cards of plain texts) as a list, in Uzbek and in the active language', () => {
    expect(sample.cards).toEqual([{ name: 'Aziz Karimov', role: 'Sartarosh' }]);
    addTranslations('ru', { sample: sampleRu });
    setMessagesLanguage('ru');
    expect(sample.cards.map((card) => card.role)).toEqual(['Парикмахер']);
  });

  it('falls back to Uzbek for a catalogue the language has not loaded', () => {
    setMessagesLanguage('uz-Cyrl');
    expect(sample.title).toBe('Xizmatni tanlang');
    expect(sample.stepOf({ n: 1, total: 3 })).toBe('1-bosqich, jami 3');
  });

  it('formats messages compiled at build time the same way', async () => {
    const { compileMessage } = await import('@lingui/message-utils/compileMessage');
    const compiled = localized('compiled', { stepOf: compileMessage('{n}-bosqich, jami {total}') as unknown as '{n}' });
    expect(compiled.stepOf({ n: 4, total: 6 })).toBe('4-bosqich, jami 6');
  });
});
