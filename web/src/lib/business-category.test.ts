import { businessCategoryWords } from '@qabul/api/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import * as ru from '../config/messages/ru/index.ts';
import * as cyrillic from '../config/messages/uz-Cyrl/index.ts';
import { addTranslations, setMessagesLanguage } from './i18n/localized.ts';
import { categoryOptions, categoryWord } from './business-category.ts';

addTranslations('ru', ru);
addTranslations('uz-Cyrl', cyrillic);
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

  it("are the server's own words in every language, so the page says what the page head and the bot say", () => {
    for (const language of ['uz', 'ru', 'uz-Cyrl'] as const) {
      setMessagesLanguage(language);
      expect(Object.fromEntries(categoryOptions().map((o) => [o.value, o.label])), language).toEqual(businessCategoryWords[language]);
    }
  });

  it('offers the fourteen categories of the decision in their order, "Boshqa" last', () => {
    const options = categoryOptions();
    expect(options).toHaveLength(14);
    expect(options[0]).toEqual({ value: 'barbershop', label: 'Sartaroshxona' });
    expect(options.at(-1)).toEqual({ value: 'other', label: 'Boshqa' });
  });
});
