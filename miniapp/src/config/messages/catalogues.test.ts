import { afterEach, describe, expect, it } from 'vitest';
import { addTranslations, setMessagesLanguage } from '../../../../web/src/lib/i18n/localized.ts';
import { parityProblems } from '../../../../web/src/lib/i18n/testing/parity.ts';
import { miniText, miniTextUz } from './index.ts';
import { miniText as miniTextRu } from './ru.ts';
import { miniText as miniTextCyrl } from './uz-Cyrl.ts';

afterEach(() => setMessagesLanguage('uz'));

describe("the Mini App's catalogue", () => {
  it('has the same keys and the same placeholders in Russian and in Uzbek Cyrillic', () => {
    expect(parityProblems(miniTextUz, miniTextRu)).toEqual([]);
    expect(parityProblems(miniTextUz, miniTextCyrl)).toEqual([]);
  });

  it('reads in the active language, with its placeholders filled', () => {
    expect(miniText.greeting({ name: 'Dilnoza' })).toBe('Salom, Dilnoza!');
    addTranslations('ru', { miniText: miniTextRu });
    setMessagesLanguage('ru');
    expect(miniText.greeting({ name: 'Dilnoza' })).toBe('Здравствуйте, Dilnoza!');
    expect(miniText.feePaid({ amount: '20 000 сум' })).toBe('Предоплата 20 000 сум внесена');
    addTranslations('uz-Cyrl', { miniText: miniTextCyrl });
    setMessagesLanguage('uz-Cyrl');
    expect(miniText.status.confirmed).toBe('Тасдиқланган');
    expect(miniText.shareText({ name: 'Barber' })).toBe('Barber: Qabul орқали онлайн ёзилиш');
  });
});
