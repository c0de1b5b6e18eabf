/**
 * The API's messages in the reader's language, translated where they leave (the error boundary) rather than at
 * each of the hundreds of places that raise them: every raising site keeps writing the canonical Uzbek text
 * from its catalogue, and this index finds that text's key in the registered catalogues and answers the same
 * key in the reader's language. A template raised with its values (`filledText`, lib/app-error.ts) is looked up
 * by the template itself and filled in the reader's language; a text filled elsewhere ("Noma'lum maydon: phone")
 * is matched by its literal pieces and its values carried over (contracts/i18n/message-match.ts, which the
 * browser uses too). A text no catalogue knows (a library's) is left as it is.
 */
import { atPath, type Catalogues } from '../../contracts/i18n/catalogue.ts';
import { formatMessage } from '../../contracts/i18n/format.ts';
import type { Language } from '../../contracts/i18n/languages.ts';
import { fill } from '../../contracts/messages.uz.ts';
import { messageIndex } from '../../contracts/i18n/message-match.ts';
import type { ErrorText } from '../app-error.ts';

const index = messageIndex<Catalogues<unknown>>();

/** Makes a catalogue's texts translatable at the boundary; called once per catalogue at start-up. */
export function registerApiMessages(catalogues: Catalogues<unknown>): void {
  index.add(catalogues.uz, catalogues);
}

/** The same message in `language`; the Uzbek text itself when the language is Uzbek Latin or the text is unknown. */
export function translateApiMessage(language: Language, text: string): string {
  if (language === 'uz') return text;
  const hit = index.find(text);
  const template = hit ? atPath(hit.owner[language], hit.path) : undefined;
  if (!hit || typeof template !== 'string') return text;
  return hit.values ? formatMessage(language, template, hit.values) : template;
}

/** An error's text in `language`: a template raised with its values is filled from the same key's translation. */
export function translateApiText(language: Language, text: ErrorText): string {
  if (typeof text === 'string') return translateApiMessage(language, text);
  const key = language === 'uz' ? null : index.keyOf(text.template);
  const template = key ? atPath(key.owner[language], key.path) : undefined;
  if (typeof template !== 'string') return fill(text.template, text.values);
  return formatMessage(language, template, text.values);
}
