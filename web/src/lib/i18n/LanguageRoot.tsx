import { Fragment, type ReactNode } from 'react';
import { useLanguage } from './language.ts';

/** Remounts the app when the language changes, so every text (memoised or not) is read again in it. */
export function LanguageRoot({ children }: { children: ReactNode }) {
  return <Fragment key={useLanguage()}>{children}</Fragment>;
}
