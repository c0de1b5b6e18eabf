import { BUSINESS_CATEGORIES, type BusinessCategory, businessCategoryWords } from '@qabul/api/schemas';
import { messagesLanguage } from './i18n/localized.ts';

/**
 * A business's category in the reader's language: the server's one list of words (the page head, the bot and the
 * Mini App read the same), null for none or a word this app does not know yet.
 */
export function categoryWord(category: string | null | undefined): string | null {
  if (!category || !(BUSINESS_CATEGORIES as readonly string[]).includes(category)) return null;
  return businessCategoryWords[messagesLanguage()][category as BusinessCategory];
}

/** The categories as a form's options, in the list's order ("Boshqa" last). */
export function categoryOptions(): Array<{ value: BusinessCategory; label: string }> {
  return BUSINESS_CATEGORIES.map((value) => ({ value, label: businessCategoryWords[messagesLanguage()][value] }));
}
