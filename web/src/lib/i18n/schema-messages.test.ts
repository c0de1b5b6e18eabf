import { type Language, messageIndex } from '@qabul/api/i18n';
import { ClientDetails, fill, uz, uzCyrl, uzRu } from '@qabul/api/schemas';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as ruChunk from '../../config/messages/ru/index.ts';
import * as cyrillicChunk from '../../config/messages/uz-Cyrl/index.ts';
import { fieldErrorsOf } from '../form.ts';
import { addTranslations, setMessagesLanguage } from './localized.ts';
import { schemaMessage } from './schema-messages.ts';

beforeAll(() => {
  // What applyLanguage adds when a reader's language chunk arrives.
  addTranslations('ru', ruChunk);
  addTranslations('uz-Cyrl', cyrillicChunk);
});
afterEach(() => setMessagesLanguage('uz'));

function inLanguage(language: Language, text: string): string {
  setMessagesLanguage(language);
  return schemaMessage(text);
}

describe("the shared schemas' messages in the reader's language", () => {
  it("each language chunk carries the server's own translation, not a copy", () => {
    expect(ruChunk.serverMessages).toBe(uzRu);
    expect(cyrillicChunk.serverMessages).toBe(uzCyrl);
  });

  it('leaves the Uzbek text as it is for an Uzbek reader', () => {
    expect(inLanguage('uz', uz.validation.phone)).toBe(uz.validation.phone);
    const filled = fill(uz.plan.serviceLimit, { limit: 3 });
    expect(inLanguage('uz', filled)).toBe(filled);
  });

  it('answers an exact text from the Russian and the Cyrillic catalogue', () => {
    expect(inLanguage('ru', uz.validation.phone)).toBe('Введите правильный номер телефона');
    expect(inLanguage('ru', uz.upload.tooLarge)).toBe(uzRu.upload.tooLarge);
    expect(inLanguage('uz-Cyrl', uz.validation.phone)).toBe('Тўғри телефон рақам киритинг');
    expect(inLanguage('uz-Cyrl', uz.plan.reserveFeeNotAllowed)).toBe(uzCyrl.plan.reserveFeeNotAllowed);
  });

  it('matches a filled template by its pattern and fills the translation with the same values', () => {
    const filled = fill(uz.plan.serviceLimit, { limit: 3 });
    expect(inLanguage('ru', filled)).toBe('Лимит услуг на вашем тарифе: 3. Чтобы добавить больше, смените тариф');
    expect(inLanguage('uz-Cyrl', filled)).toBe('Жорий обуна режангиз 3 та хизматга рухсат беради. Кўпроқ хизмат учун режани янгиланг');
    expect(inLanguage('ru', fill(uz.validation.unknownField, { field: 'phone' }))).toBe('Неизвестное поле: phone');
  });

  it("fills a Russian plural from the template's value", () => {
    expect(inLanguage('ru', fill(uz.booking.tooFar, { days: 5 }))).toContain('5 дней');
    expect(inLanguage('ru', fill(uz.booking.tooFar, { days: 2 }))).toContain('2 дня');
  });

  it('passes a text the catalogue does not know through unchanged', () => {
    for (const language of ['ru', 'uz-Cyrl'] as const) {
      expect(inLanguage(language, 'Invalid input')).toBe('Invalid input');
      expect(inLanguage(language, 'Введите правильный номер телефона')).toBe('Введите правильный номер телефона');
    }
  });

  it("a form checked by a shared schema shows the field's message in the reader's language", () => {
    const result = ClientDetails.safeParse({ name: 'Aziz Karimov', phone: '12', email: '', telegramUsername: '', notes: '' });
    expect(result.success).toBe(false);
    if (result.success) return;
    setMessagesLanguage('ru');
    expect(fieldErrorsOf(result.error).phone).toBe(uzRu.validation.phone);
    setMessagesLanguage('uz-Cyrl');
    expect(fieldErrorsOf(result.error).phone).toBe(uzCyrl.validation.phone);
    setMessagesLanguage('uz');
    expect(fieldErrorsOf(result.error).phone).toBe(uz.validation.phone);
  });
});

describe('the shared matcher', () => {
  it('prefers the pattern with the most fixed text, and the first catalogue for a text two share', () => {
    const index = messageIndex<string>();
    index.add({ a: 'Xato: {what}', b: 'Xato: {what} topilmadi', same: 'Bir xil' }, 'first');
    index.add({ same: 'Bir xil' }, 'second');
    expect(index.find('Xato: fayl topilmadi')).toEqual({ owner: 'first', path: 'b', values: { what: 'fayl' } });
    expect(index.find('Xato: fayl')).toEqual({ owner: 'first', path: 'a', values: { what: 'fayl' } });
    expect(index.find('Bir xil')).toEqual({ owner: 'first', path: 'same', values: null });
    expect(index.find('Boshqa')).toBeNull();
  });
});
