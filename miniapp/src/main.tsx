// The web app's design tokens and UI classes, re-coloured by Telegram's theme in theme.css.
import '../../web/src/styles/tokens.css';
import '../../web/src/styles/base.css';
import '../../web/src/styles/ui.css';
import './app/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from '../../web/src/components/ErrorBoundary.tsx';
import { DEFAULT_LANGUAGE } from '@qabul/api/i18n';
import { applyLanguage, startingLanguage } from '../../web/src/lib/i18n/language.ts';
import { LanguageRoot } from '../../web/src/lib/i18n/LanguageRoot.tsx';
import { App, loadBookingScreen } from './app/App.tsx';
import { bootTelegram } from './app/boot.ts';
import { OutsideTelegram } from './app/OutsideTelegram.tsx';
import { setInitData } from './lib/api.ts';
import { startInLanguage } from './lib/language.ts';
import { launchTarget } from './lib/launch.ts';
import { connectTelegramButtons } from './lib/telegram-controls.ts';

const root = createRoot(document.getElementById('root') as HTMLElement);

bootTelegram().then(async (launch) => {
  if (!launch) {
    // A plain browser: the visitor's language as the web app reads it.
    await applyLanguage(startingLanguage()).catch(() => applyLanguage(DEFAULT_LANGUAGE));
    root.render(<OutsideTelegram />);
    return;
  }
  // Opened on a provider: fetch the booking flow while the language's texts load.
  if (launchTarget(launch.startParam)?.kind === 'provider') void loadBookingScreen();
  setInitData(launch.initDataRaw);
  connectTelegramButtons();
  // The person's language before the first screen, so nothing is drawn twice.
  await startInLanguage(launch.user?.languageCode ?? null);
  root.render(
    <StrictMode>
      <ErrorBoundary>
        <LanguageRoot>
          <App launch={launch} />
        </LanguageRoot>
      </ErrorBoundary>
    </StrictMode>,
  );
});
