import { compileMessage } from '@lingui/message-utils/compileMessage';
import { KEPT_IN_LATIN } from '../kept-in-latin.ts';

/**
 * The catalogue-driven check that no Uzbek (Latin) product word reaches a Russian or Cyrillic reader: the words of
 * the Uzbek catalogues that no translation uses and that are not kept in Latin everywhere (KEPT_IN_LATIN) are the
 * product's own Uzbek words; a text shown to a reader of another language must hold none of them, once the texts
 * that are people's own (a provider's service names, a client's name) are taken out. No list of words to remember:
 * a new Uzbek text brings its words in by itself.
 */

/** Every apostrophe Uzbek is written with, read as one. */
const APOSTROPHES = /[ʻʼ‘’`´]/g;
/** A Latin word, its inner apostrophes included ("so'm", "yo'q", "ma'lumot"). */
const WORD = /[a-z]+(?:'[a-z]+)*/gi;

/** The Latin words of a text, lower case, one spelling of the apostrophe. */
export function latinWordsOf(text: string): string[] {
  return (text.normalize('NFC').replace(APOSTROPHES, "'").match(WORD) ?? []).map((word) => word.toLowerCase());
}

const KEPT = new Set(KEPT_IN_LATIN.flatMap(latinWordsOf));

/** The words a reader sees of an ICU message: its literal text, in every branch; placeholder names and syntax left out. */
export function messageText(message: string): string {
  if (!message.includes('{')) return message;
  try {
    const out: string[] = [];
    // A message is a list of parts: text, or a placeholder [name, type, branches] whose branches are lists again.
    const parts = (list: unknown): void => {
      if (typeof list === 'string') out.push(list);
      if (!Array.isArray(list)) return;
      for (const part of list) {
        if (typeof part === 'string') out.push(part);
        else if (Array.isArray(part) && part[2] && typeof part[2] === 'object') for (const branch of Object.values(part[2])) parts(branch);
      }
    };
    parts(compileMessage(message));
    return out.join(' ');
  } catch {
    return message.replace(/\{[^{}]*\}/g, ' ');
  }
}

/** Every text a catalogue holds, at any depth (texts, lists of texts, nested groups). */
export function catalogueTexts(catalogue: unknown): string[] {
  if (typeof catalogue === 'string') return [messageText(catalogue)];
  if (Array.isArray(catalogue)) return catalogue.flatMap(catalogueTexts);
  if (catalogue && typeof catalogue === 'object') return Object.values(catalogue).flatMap(catalogueTexts);
  return [];
}

/**
 * The product's own Uzbek (Latin) words: in the Uzbek catalogues, in none of the translations, not kept in Latin.
 * Words of one letter say nothing; they are left out.
 */
export function uzbekProductWords(catalogues: { uz: unknown[]; translations: unknown[] }): Set<string> {
  const translated = new Set(catalogues.translations.flatMap(catalogueTexts).flatMap(latinWordsOf));
  const words = new Set<string>();
  for (const word of catalogues.uz.flatMap(catalogueTexts).flatMap(latinWordsOf))
    if (word.length > 1 && !translated.has(word) && !KEPT.has(word)) words.add(word);
  return words;
}

/**
 * Uzbek (Latin) words a translation holds: words of the Uzbek catalogues, not kept in Latin, inside a translated text
 * that is not itself one of the Uzbek texts (a name written the same in every language is as written). Each is an
 * untranslated word ("тарифе Asosiy"), which would otherwise hide from `uzbekProductWords`.
 */
export function uzbekWordsInTranslations(catalogues: { uz: unknown[]; translations: unknown[] }): string[] {
  const uzTexts = catalogues.uz.flatMap(catalogueTexts);
  const asWritten = new Set(uzTexts);
  const uzWords = new Set(uzTexts.flatMap(latinWordsOf));
  const found: string[] = [];
  for (const text of catalogues.translations.flatMap(catalogueTexts)) {
    if (asWritten.has(text)) continue;
    const words = latinWordsOf(text).filter((word) => word.length > 1 && uzWords.has(word) && !KEPT.has(word));
    if (words.length > 0) found.push(`${words.join(', ')}: ${text}`);
  }
  return found;
}

/**
 * The product's Uzbek words in a text shown to a reader of another language. What is not the product's is taken out
 * first: people's own texts (`own`: a service's name, the salon's, a client's), web and e-mail addresses, Telegram
 * usernames, and codes of letters and digits (a confirmation number).
 */
export function uzbekWordsIn(text: string, words: ReadonlySet<string>, own: readonly string[] = []): string[] {
  // Addresses go first, whole: an own word inside one (the provider's username in its link) must not cut it in two
  // and leave the rest of a token to be read as words.
  let rest = text
    .normalize('NFC')
    .replace(/\b[a-z][a-z+.-]*:\/\/\S+/gi, ' ')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/@\w+/g, ' ');
  for (const mine of [...own].filter((o) => o.trim().length > 0).sort((a, b) => b.length - a.length))
    rest = rest.split(mine.normalize('NFC')).join(' ');
  rest = rest.replace(/\b(?=[A-Z0-9-]*\d)[A-Z0-9]+(?:-[A-Z0-9]+)+\b/g, ' ');
  return [...new Set(latinWordsOf(rest).filter((word) => words.has(word)))];
}
