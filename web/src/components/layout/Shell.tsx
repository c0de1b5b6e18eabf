import { lazy, type ReactNode, Suspense } from 'react';
import { nav } from '../../config/messages.ts';
import { loadChunk } from '../../lib/chunk-reload.ts';
import { Toaster } from '../../lib/toast.tsx';
import { Header } from './Header.tsx';

// Below the page's content: not part of the first screen's JS (the public page's budget).
const Footer = lazy(() => loadChunk(() => import('./Footer.tsx')).then((m) => ({ default: m.Footer })));

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
      <Toaster />
    </div>
  );
}
