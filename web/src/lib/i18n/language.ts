/**
 * Which language the app speaks (DECISIONS.md "Languages"): `?lang=`, then the visitor's own pick (local
 * storage), then a signed-in provider's profile, then the browser's languages, else Uzbek. Uzbek is in the
 * entry; another language's texts are a chunk of their own, loaded before the first render that needs them.
 * The active language also goes to the `lang` cookie, so API messages and server-rendered pages follow it.
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language, languageFromTag } from '@qabul/api/i18n';
import { addTranslations, messagesLanguage, setMessagesLanguage, type TranslationModule } from './localized.ts';
import { webTranslations } from '../../config/messages/translations.ts';

export type TranslationLoaders = Partial<Record<Language, () => Promise<TranslationModule>>>;

/** Where the visitor's own pick is remembered. */
export const LANGUAGE_STORAGE_KEY = 'qabul.lang';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

const sources: TranslationLoaders[] = [webTranslations];
const listeners = new Set<() => void>();
/** The chunks already added, as "language loader-number": each is loaded once, whatever asks for it again. */
const loaded = new Set<string>();

/**
 * More catalogues for every language from now on: the Mini App's own texts, or the signed-in app's (dashboard,
 * admin, landing), which its chunk adds as it opens; a later `applyLanguage` loads what is missing.
 */
export function addTranslationLoaders(loaders: TranslationLoaders): void {
  if (!sources.includes(loaders)) sources.push(loaders);
}

/**
 * `chunk` once the active language's texts from `loaders` are in too (added for every later language as well): code
 * split off the first screen brings its texts along, so it never renders a line in Uzbek to another language's reader.
 */
export async function withTranslations<T>(loaders: TranslationLoaders, chunk: Promise<T>): Promise<T> {
  addTranslationLoaders(loaders);
  const [module] = await Promise.all([chunk, loadTranslations(messagesLanguage())]);
  return module;
}

function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The language to start in, from what the page knows before any request. */
export function startingLanguage(search: string = window.location.search, profile?: string | null): Language {
  const explicit = new URLSearchParams(search).get('lang');
  if (isLanguage(explicit)) return explicit;
  const stored = storedLanguage();
  if (stored) return stored;
  if (isLanguage(profile)) return profile;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = languageFromTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** True when the visitor chose on this device or by the link, so a profile's language must not override it. */
export function languagePickedHere(search: string = window.location.search): boolean {
  return isLanguage(new URLSearchParams(search).get('lang')) || storedLanguage() !== null;
}

async function loadTranslations(language: Language): Promise<void> {
  if (language === DEFAULT_LANGUAGE) return;
  const keys = sources.map((_, at) => `${language} ${at}`);
  const modules = await Promise.all(sources.map((loaders, at) => (loaded.has(keys[at]!) ? {} : (loaders[language]?.() ?? {}))));
  for (const module of modules) addTranslations(language, module);
  for (const key of keys) loaded.add(key);
}

/** Loads the language's texts if needed, then makes it active: catalogues, `<html lang>`, the `lang` cookie. */
export async function applyLanguage(language: Language): Promise<void> {
  await loadTranslations(language);
  setMessagesLanguage(language);
  document.documentElement.lang = language;
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie the server reads; no cookie library for it.
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${YEAR_SECONDS}; SameSite=Lax`;
  for (const listener of listeners) listener();
}

/** The visitor's pick from a switcher: remembered on this device and applied at once. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the cookie still carries the pick for this session.
  }
  await applyLanguage(language);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The active language; a component using it re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, messagesLanguage, messagesLanguage);
}
