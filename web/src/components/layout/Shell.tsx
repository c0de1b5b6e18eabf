import { lazy, type ReactNode, Suspense } from 'react';
import { nav } from '../../config/messages.ts';
import { loadChunk } from '../../lib/chunk-reload.ts';
import { loadLaterTexts } from '../../lib/i18n/language.ts';
import { Header } from './Header.tsx';

// Below the page's content, or empty until something goes wrong: not part of the first screen's JS (the public
// page's budget); the footer's words come with the later texts. The toast's live regions mount right after the first render, well before any toast.
const Footer = lazy(() => Promise.all([loadChunk(() => import('./Footer.tsx')), loadLaterTexts()]).then(([m]) => ({ default: m.Footer })));
const Toaster = lazy(() => loadChunk(() => import('../../lib/Toaster.tsx')).then((m) => ({ default: m.Toaster })));

/** Header, main and footer; the admin area (/admin/*) shows neither header nor footer. */
export function Shell({ children, bare }: { children: ReactNode; bare?: boolean }) {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {nav.skipToContent}
      </a>
      {!bare && <Header />}
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
      {!bare && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </div>
  );
}
