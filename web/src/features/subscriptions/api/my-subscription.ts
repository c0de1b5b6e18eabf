import type { Language } from '@qabul/api/i18n';
import { useQuery } from '@tanstack/react-query';
import { mySubscriptionQuery } from '../../../lib/auth.ts';
import { useLanguage } from '../../../lib/i18n/language.ts';

/**
 * The subscription as the plans pages show it: the plan's platform words come in the reader's language, so each
 * language has its own read (the sign-in guard's read, which only needs the status, stays one).
 */
export function mySubscriptionKey(language: Language): string[] {
  return [...mySubscriptionQuery.queryKey, language];
}

export function useMySubscriptionInLanguage() {
  return useQuery({ ...mySubscriptionQuery, queryKey: mySubscriptionKey(useLanguage()) });
}
