import type { Language } from './languages.ts';

/** A master as a message names them: their name and the title the business gave them ("Stilist"), if any. */
export interface TitledMaster {
  name: string;
  title?: string | null;
}

/**
 * How a message names a booking's master, one rule for the card, e-mails and the chat. In Uzbek (Latin) the
 * business's own title is the label ("Stilist: Nilufar"). The title is the business's word, in Uzbek, so a
 * reader of another language gets their own word for master as the label and the title after the name
 * ("Мастер: Nilufar (Stilist)"), the title left out when it is only the default word ("Уста: Aziz").
 */
export function masterLabel(
  language: Language,
  master: TitledMaster,
  word: { reader: string; uzbek: string },
): { label: string; name: string } {
  const title = master.title?.trim();
  if (language === 'uz') return { label: title || word.reader, name: master.name };
  const untitled = !title || title.toLowerCase() === word.uzbek.toLowerCase();
  return { label: word.reader, name: untitled ? master.name : `${master.name} (${title})` };
}
