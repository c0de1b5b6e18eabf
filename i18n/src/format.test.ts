import { describe, expect, it } from 'vitest';
import { formatMessage, messageArguments } from './format.ts';
import { isLanguage, LANGUAGES } from './languages.ts';

describe('ICU messages shared by the api and the bot', () => {
  it('lists the arguments a message uses, plural branches included', () => {
    expect(messageArguments('{time} — {client}, {count, plural, one {# ta {what}} other {# ta {what}}}')).toEqual([
      'client',
      'count',
      'time',
      'what',
    ]);
    expect(messageArguments("Ertaga o'zingiz keling")).toEqual([]);
  });

  it('catches what ICU reads otherwise: apostrophes around a placeholder quote it away, two apostrophes make one', () => {
    expect(messageArguments("o'{x}' keldi")).toEqual([]);
    expect(formatMessage('uz', "Salom {name}, o'{x}' keldi", { name: 'Aziz', x: 'X' })).toBe('Salom Aziz, o{x} keldi');
    expect(formatMessage('uz', "so''m {x}", { x: 1 })).toBe("so'm 1");
    // A lone Uzbek apostrophe is plain text, even before a placeholder.
    expect(formatMessage('uz', "o'{x} keldi", { x: 'X' })).toBe("o'X keldi");
    expect(() => messageArguments('{name')).toThrow();
  });

  it('uses each language’s plural rules', () => {
    const message = '{count, plural, one {# запись} few {# записи} many {# записей} other {# записи}}';
    expect([1, 3, 11, 22, 25].map((count) => formatMessage('ru', message, { count }))).toEqual([
      '1 запись',
      '3 записи',
      '11 записей',
      '22 записи',
      '25 записей',
    ]);
    expect(LANGUAGES.every(isLanguage)).toBe(true);
    expect(isLanguage('en')).toBe(false);
  });
});
