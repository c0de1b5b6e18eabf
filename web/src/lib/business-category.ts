import { BUSINESS_CATEGORIES, type BusinessCategory } from '@qabul/api/schemas';
import { businessAbout } from '../config/messages.ts';

/**
 * A business's category in the reader's language, null for none or a word this app does not know yet. The words are
 * the server's (contracts/business-categories.ts: the page head, the bot and the Mini App read the same), copied
 * into the business's catalogue so that each language's chunk carries only its own; a test keeps them equal.
 */
export function categoryWord(category: string | null | undefined): string | null {
  if (!category || !(BUSINESS_CATEGORIES as readonly string[]).includes(category)) return null;
  return businessAbout.categories[category as BusinessCategory];
}

/** The categories as a form's options, in the list's order ("Boshqa" last). */
export function categoryOptions(): Array<{ value: BusinessCategory; label: string }> {
  return BUSINESS_CATEGORIES.map((value) => ({ value, label: businessAbout.categories[value] }));
}
