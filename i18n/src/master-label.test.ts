import { describe, expect, it } from 'vitest';
import { masterLabel } from './master-label.ts';

const words = { uz: 'Usta', 'uz-Cyrl': 'Уста', ru: 'Мастер' } as const;
const word = (language: keyof typeof words) => ({ reader: words[language], uzbek: words.uz });

describe('masterLabel', () => {
  it("labels an Uzbek (Latin) line with the business's own title, else the word for master", () => {
    expect(masterLabel('uz', { name: 'Nilufar', title: 'Stilist' }, word('uz'))).toEqual({ label: 'Stilist', name: 'Nilufar' });
    expect(masterLabel('uz', { name: 'Aziz', title: null }, word('uz'))).toEqual({ label: 'Usta', name: 'Aziz' });
  });

  it('gives another reader their own word, the title after the name unless it is only the default word', () => {
    expect(masterLabel('ru', { name: 'Nilufar', title: 'Stilist' }, word('ru'))).toEqual({ label: 'Мастер', name: 'Nilufar (Stilist)' });
    expect(masterLabel('uz-Cyrl', { name: 'Aziz', title: 'Usta' }, word('uz-Cyrl'))).toEqual({ label: 'Уста', name: 'Aziz' });
    expect(masterLabel('ru', { name: 'Aziz', title: '  ' }, word('ru'))).toEqual({ label: 'Мастер', name: 'Aziz' });
  });
});
