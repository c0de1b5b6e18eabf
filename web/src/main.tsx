import './styles/tokens.css';
import './styles/base.css';
import './styles/ui.css';
import './styles/layout.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicApp } from './app/PublicApp.tsx';
import { ErrorBoundary } from './components/ErrorBoundary.tsx';
import { publicBookingIdentifier } from './config/routes.ts';
import { loadChunk } from './lib/chunk-reload.ts';
import { silenceWalletExtensionErrors } from './lib/wallet-noise.ts';

silenceWalletExtensionErrors();

const root = createRoot(document.getElementById('root')!);
const identifier = publicBookingIdentifier(window.location.pathname);

// A provider's public page is what clients open from Telegram on cheap phones: it is in the entry and
// boots without the router and the dashboard code. Every other path loads the full app on demand.
if (identifier) {
  root.render(
    <StrictMode>
      <ErrorBoundary>
        <PublicApp identifier={identifier} search={window.location.search} />
      </ErrorBoundary>
    </StrictMode>,
  );
} else {
  loadChunk(() => import('./app/App.tsx')).then(
    ({ App }) =>
      root.render(
        <StrictMode>
          <ErrorBoundary>
            <App />
          </ErrorBoundary>
        </StrictMode>,
      ),
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
