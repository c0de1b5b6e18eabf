/**
 * The shared schemas' messages in the reader's language. A schema (`@qabul/api/schemas`) speaks the server's
 * canonical Uzbek catalogue, so a form checked in the browser would show Uzbek to every reader. This finds the
 * text's key in that catalogue (an exact text, or a filled template matched by its pattern: the matcher the
 * API's error boundary uses) and answers the same key from the server's own translation of it, which each
 * language's chunk carries as `serverMessages` (config/messages/{ru,uz-Cyrl}/index.ts): no second copy of the
 * texts, and nothing of it for an Uzbek reader or in the first screen's scripts.
 */
import { atPath, DEFAULT_LANGUAGE, type MessageIndex, messageIndex } from '@qabul/api/i18n';
import { uz } from '@qabul/api/schemas';
import { localized, type MessageValues, messagesLanguage } from './localized.ts';

/** The server's catalogue, read in the active language (its translation is the language chunk's `serverMessages`). */
export const serverMessages = localized('serverMessages', uz);

let index: MessageIndex<null> | null = null;

/** A text of the server's Uzbek catalogue (as a schema or `fill(uz...)` wrote it) in the active language; any other text as it is. */
export function schemaMessage(text: string): string {
  if (messagesLanguage() === DEFAULT_LANGUAGE) return text;
  if (!index) {
    index = messageIndex<null>();
    index.add(uz, null);
  }
  const hit = index.find(text);
  const message = hit ? atPath(serverMessages, hit.path) : undefined;
  if (typeof message === 'string') return message;
  if (typeof message === 'function' && hit?.values) return (message as (values: MessageValues) => string)(hit.values);
  return text;
}
