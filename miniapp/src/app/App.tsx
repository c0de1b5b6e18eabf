import { lazy, Suspense, useState } from 'react';
import { loadChunk } from '../../../web/src/lib/chunk-reload.ts';
import { miniText as t } from '../config/messages.ts';
import { LaunchContext, type TelegramLaunch } from '../lib/launch.ts';
import type { Rebook } from '../features/booking/components/BookingScreen.tsx';
import { HomeScreen } from '../features/home/components/HomeScreen.tsx';
import { FallbackControls } from './FallbackControls.tsx';

// The booking flow brings the shared kit (calendar, form, zod); the home screen does not need it.
export const loadBookingScreen = () => loadChunk(() => import('../features/booking/components/BookingScreen.tsx'));
const BookingScreen = lazy(() => loadBookingScreen().then((m) => ({ default: m.BookingRoute })));

type Screen = { name: 'home' } | { name: 'book'; provider: string; rebook: Rebook | null };

export function App({ launch }: { launch: TelegramLaunch }) {
  const [screen, setScreen] = useState<Screen>(
    launch.startParam ? { name: 'book', provider: launch.startParam, rebook: null } : { name: 'home' },
  );
  const goHome = () => setScreen({ name: 'home' });
  return (
    <LaunchContext.Provider value={launch}>
      {screen.name === 'book' ? (
        <Suspense
          fallback={
            <p className="boot" role="status">
              {t.loading}
            </p>
          }
        >
          <BookingScreen providerUsername={screen.provider} rebook={screen.rebook} onHome={goHome} />
        </Suspense>
      ) : (
        <HomeScreen
          onRebook={(provider) =>
            setScreen({
              name: 'book',
              provider: provider.username,
              rebook: { serviceId: provider.lastServiceId, serviceName: provider.lastServiceName },
            })
          }
        />
      )}
      {launch.mocked && <FallbackControls />}
    </LaunchContext.Provider>
  );
}
