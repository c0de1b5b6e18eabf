// The web app's design tokens and UI classes, re-coloured by Telegram's theme in theme.css.
import '../../web/src/styles/tokens.css';
import '../../web/src/styles/base.css';
import '../../web/src/styles/ui.css';
import './app/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from '../../web/src/components/ErrorBoundary.tsx';
import { App, loadBookingScreen } from './app/App.tsx';
import { bootTelegram } from './app/boot.ts';
import { OutsideTelegram } from './app/OutsideTelegram.tsx';
import { setInitData } from './lib/api.ts';
import { launchTarget } from './lib/launch.ts';
import { connectTelegramButtons } from './lib/telegram-controls.ts';

const root = createRoot(document.getElementById('root') as HTMLElement);

bootTelegram().then((launch) => {
  if (!launch) {
    root.render(<OutsideTelegram />);
    return;
  }
  // Opened on a provider: fetch the booking flow while React starts.
  if (launchTarget(launch.startParam)?.kind === 'provider') void loadBookingScreen();
  setInitData(launch.initDataRaw);
  connectTelegramButtons();
  root.render(
    <StrictMode>
      <ErrorBoundary>
        <App launch={launch} />
      </ErrorBoundary>
    </StrictMode>,
  );
});
