import type { ReactNode } from 'react';
import { nav } from '../../config/messages.ts';
import { Toaster } from '../../lib/toast.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

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
      {!bare && <Footer />}
      <Toaster />
    </div>
  );
}
