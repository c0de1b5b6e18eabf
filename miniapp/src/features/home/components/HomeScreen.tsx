import { miniText as t } from '../../../config/messages/index.ts';
import { useLaunch } from '../../../lib/launch.ts';
import { useBackButton, useMainButton } from '../../../lib/telegram-controls.ts';
import { useMyBookings } from '../../../lib/my-bookings.ts';
import { type MyProvider, useMyProviders } from '../api/my-providers.ts';
import { BookingCard } from './BookingCard.tsx';
import { BusinessFinder } from './BusinessFinder.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { ProviderList } from './ProviderList.tsx';
import styles from './home.module.css';

/**
 * Opened without a provider: the person's providers ("Yana yozilish", "Ulashish"), their upcoming bookings (with
 * Ko'chirish and Bekor qilish), for a linked provider today's, and for anyone a way to find a business: search and
 * the ones opened before, never a dead end.
 */
export function HomeScreen({
  onRebook,
  onReschedule,
  onOpen,
}: {
  onRebook: (provider: MyProvider) => void;
  onReschedule: (bookingId: string) => void;
  /** A business found or opened before: its booking flow. */
  onOpen: (username: string) => void;
}) {
  const launch = useLaunch();
  const bookings = useMyBookings();
  const providers = useMyProviders();
  useMainButton(null, () => {});
  useBackButton(null);

  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>{launch.user ? t.greeting({ name: launch.user.firstName }) : t.homeTitle}</h1>
      <LanguagePicker />
      {bookings.status === 'pending' ? (
        <p role="status" className={styles.status}>
          {t.loading}
        </p>
      ) : bookings.status === 'error' ? (
        <div className="empty-state" role="alert">
          <p className="empty-title">{t.loadError}</p>
          <p className="empty-text">{bookings.error.message}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={bookings.reload}>
            {t.retry}
          </button>
        </div>
      ) : (
        <>
          {bookings.data.today && (
            <section aria-labelledby="today-title" className={styles.section}>
              <h2 id="today-title" className={styles.sectionTitle}>
                {t.todayTitle}
              </h2>
              {bookings.data.today.length === 0 ? (
                <p className={styles.status}>{t.todayEmpty}</p>
              ) : (
                <ul className={styles.list}>
                  {bookings.data.today.map((booking) => (
                    <BookingCard key={booking.id} booking={booking} reader="provider" />
                  ))}
                </ul>
              )}
            </section>
          )}
          {providers.status === 'success' && providers.data.length > 0 && (
            <section aria-labelledby="providers-title" className={styles.section}>
              <h2 id="providers-title" className={styles.sectionTitle}>
                {t.myProviders}
              </h2>
              <ProviderList providers={providers.data} onRebook={onRebook} />
            </section>
          )}
          <section aria-labelledby="upcoming-title" className={styles.section}>
            <h2 id="upcoming-title" className={styles.sectionTitle}>
              {t.upcomingTitle}
            </h2>
            {bookings.data.upcoming.length === 0 ? (
              <div className="empty-state">
                <p className="empty-title">{t.noUpcoming}</p>
                <p className="empty-text">{t.noUpcomingHint}</p>
              </div>
            ) : (
              <ul className={styles.list}>
                {bookings.data.upcoming.map((booking) => (
                  <BookingCard key={booking.id} booking={booking} reader="client" onChanged={bookings.reload} onReschedule={onReschedule} />
                ))}
              </ul>
            )}
          </section>
          <BusinessFinder onOpen={onOpen} />
        </>
      )}
    </main>
  );
}
