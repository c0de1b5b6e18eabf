import './styles/tokens.css';
import './styles/base.css';
import './styles/ui.css';
import './styles/layout.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicApp } from './app/PublicApp.tsx';
import { publicBookingIdentifier } from './config/routes.ts';
import { silenceWalletExtensionErrors } from './lib/wallet-noise.ts';

silenceWalletExtensionErrors();

const root = createRoot(document.getElementById('root')!);
const identifier = publicBookingIdentifier(window.location.pathname);

// A provider's public page is what clients open from Telegram on cheap phones: it is in the entry and
// boots without the router and the dashboard code. Every other path loads the full app on demand.
if (identifier) {
  root.render(
    <StrictMode>
      <PublicApp identifier={identifier} search={window.location.search} />
    </StrictMode>,
  );
} else {
  void import('./app/App.tsx').then(({ App }) =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
