import { afterEach, describe, expect, it } from 'vitest';
import { setMessagesLanguage } from './i18n/localized.ts';
import { categoryOptions, categoryWord } from './business-category.ts';

afterEach(() => setMessagesLanguage('uz'));

describe("a business's category in words", () => {
  it("reads the reader's language", () => {
    expect(categoryWord('beauty_salon')).toBe("Go'zallik saloni");
    setMessagesLanguage('ru');
    expect(categoryWord('beauty_salon')).toBe('Салон красоты');
    setMessagesLanguage('uz-Cyrl');
    expect(categoryWord('beauty_salon')).toBe('Гўзаллик салони');
  });

  it('says nothing for no category or one it does not know', () => {
    expect(categoryWord(null)).toBeNull();
    expect(categoryWord('')).toBeNull();
    expect(categoryWord('casino')).toBeNull();
  });

  it('offers the fourteen categories of the decision in their order, "Boshqa" last', () => {
    const options = categoryOptions();
    expect(options).toHaveLength(14);
    expect(options[0]).toEqual({ value: 'barbershop', label: 'Sartaroshxona' });
    expect(options.at(-1)).toEqual({ value: 'other', label: 'Boshqa' });
  });
});
