import { lazy, Suspense, useState } from 'react';
import { loadChunk } from '../../../web/src/lib/chunk-reload.ts';
import { miniText as t } from '../config/messages/index.ts';
import type { Rebook } from '../features/booking/components/BookingScreen.tsx';
import { HomeScreen } from '../features/home/components/HomeScreen.tsx';
import { LaunchContext, launchTarget, type TelegramLaunch } from '../lib/launch.ts';
import { FallbackControls } from './FallbackControls.tsx';

// The booking flow brings the shared kit (calendar, form, zod); the home screen does not need it.
export const loadBookingScreen = () => loadChunk(() => import('../features/booking/components/BookingScreen.tsx'));
const BookingScreen = lazy(() => loadBookingScreen().then((m) => ({ default: m.BookingRoute })));
const RescheduleScreen = lazy(() =>
  loadChunk(() => import('../features/booking/components/RescheduleScreen.tsx')).then((m) => ({ default: m.RescheduleRoute })),
);

type Screen = { name: 'home' } | { name: 'book'; provider: string; rebook: Rebook | null } | { name: 'reschedule'; bookingId: string };

function firstScreen(startParam: string | null): Screen {
  const target = launchTarget(startParam);
  if (target?.kind === 'reschedule') return { name: 'reschedule', bookingId: target.bookingId };
  if (target?.kind === 'provider') return { name: 'book', provider: target.username, rebook: null };
  return { name: 'home' };
}

export function App({ launch }: { launch: TelegramLaunch }) {
  const [screen, setScreen] = useState<Screen>(() => firstScreen(launch.startParam));
  const goHome = () => setScreen({ name: 'home' });
  const loading = (
    <p className="boot" role="status">
      {t.loading}
    </p>
  );
  return (
    <LaunchContext.Provider value={launch}>
      {screen.name === 'book' ? (
        <Suspense fallback={loading}>
          <BookingScreen providerUsername={screen.provider} rebook={screen.rebook} onHome={goHome} />
        </Suspense>
      ) : screen.name === 'reschedule' ? (
        <Suspense fallback={loading}>
          <RescheduleScreen bookingId={screen.bookingId} onHome={goHome} />
        </Suspense>
      ) : (
        <HomeScreen
          onReschedule={(bookingId) => setScreen({ name: 'reschedule', bookingId })}
          onOpen={(provider) => setScreen({ name: 'book', provider, rebook: null })}
          onRebook={(provider) =>
            setScreen({
              name: 'book',
              provider: provider.username,
              rebook: { serviceId: provider.lastServiceId, serviceName: provider.lastServiceName, staffId: provider.lastStaffId },
            })
          }
        />
      )}
      {launch.mocked && <FallbackControls />}
    </LaunchContext.Provider>
  );
}
