import './styles/tokens.css';
import './styles/base.css';
import './styles/ui.css';
import './styles/layout.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicApp } from './app/PublicApp.tsx';
import { seedPageProvider } from './app/page-data.ts';
import { ErrorBoundary } from './components/ErrorBoundary.tsx';
import { DEFAULT_LANGUAGE } from '@qabul/api/i18n';
import { publicBookingIdentifier } from './config/routes.ts';
import { loadChunk } from './lib/chunk-reload.ts';
import { addTranslationLoaders, applyLanguage, startingLanguage } from './lib/i18n/language.ts';
import { messagesLanguage } from './lib/i18n/localized.ts';
import { LanguageRoot } from './lib/i18n/LanguageRoot.tsx';
import { silenceWalletExtensionErrors } from './lib/wallet-noise.ts';

silenceWalletExtensionErrors();

const root = createRoot(document.getElementById('root')!);
const identifier = publicBookingIdentifier(window.location.pathname);

// The reader's language before the first render: another language's texts are a chunk of their own (Uzbek,
// the default, is in the entry): the public page's first; the whole app's once the app's chunk brings its loaders.
// If a chunk cannot load, the page still opens, in Uzbek.
const language = applyLanguage(startingLanguage()).catch(() => applyLanguage(DEFAULT_LANGUAGE));

// A provider's public page is what clients open from Telegram on cheap phones: it is in the entry and
// boots without the router and the dashboard code. Every other path loads the full app on demand.
if (identifier) {
  seedPageProvider(identifier);
  language.then(() =>
    root.render(
      <StrictMode>
        <ErrorBoundary>
          <LanguageRoot>
            <PublicApp identifier={identifier} search={window.location.search} />
          </LanguageRoot>
        </ErrorBoundary>
      </StrictMode>,
    ),
  );
} else {
  Promise.all([loadChunk(() => import('./app/App.tsx')), language]).then(
    async ([{ App, appTranslations }]) => {
      addTranslationLoaders(appTranslations);
      await applyLanguage(messagesLanguage()).catch(() => undefined);
      root.render(
        <StrictMode>
          <ErrorBoundary>
            <LanguageRoot>
              <App />
            </LanguageRoot>
          </ErrorBoundary>
        </StrictMode>,
      );
    },
    () =>
      root.render(
        <ErrorBoundary>
          <ChunkFailed />
        </ErrorBoundary>,
      ),
  );
}

/** Thrown inside the boundary so the app's one error screen shows when the app chunk cannot load at all. */
function ChunkFailed(): never {
  throw new Error('the app could not be loaded');
}
