import { type ReactNode, useEffect } from 'react';

/**
 * Sets the tab's title while the page is shown (a person with several tabs, a screen reader announcing the new
 * page, the browser's history all read it). Titles come from the catalogue (`pageTitles`); null leaves the
 * title to a page that only knows it later (a provider's page, once the provider is loaded).
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/** A route's element with its title: `<Titled title={pageTitles.services}><ServicesPage /></Titled>`. */
export function Titled({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return children;
}

/** A route's element with its title, for the plain routes: `element={titled(pageTitles.help, <StaticPage page="help" />)}`. */
export function titled(title: string, page: ReactNode) {
  return <Titled title={title}>{page}</Titled>;
}
