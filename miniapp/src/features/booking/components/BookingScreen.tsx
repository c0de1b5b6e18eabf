import { PROVIDER_DEFAULT_TIMEZONE, fullName, type ClientDetails } from '@qabul/api/schemas';
import {
  ApiError,
  BOOKING_FORM_ID,
  BookingProgress,
  bookingMessages,
  browserTimeZone,
  buildBookingRequest,
  CalendarStep,
  createQueryClient,
  ConfirmationStep,
  displayTime,
  ProviderHeader,
  ProviderNotFound,
  PublicBookingSkeleton,
  publicPageMessages,
  ServiceStep,
  SuccessStep,
  TimeSlotStep,
  Toaster,
  todayIn,
  toastError,
  useBookingFlow,
  useClosedWeekdays,
  useCreatePublicBooking,
  usePublicProvider,
  usePublicServices,
  useTimeSlots,
} from '@qabul/web/booking-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { miniText as t } from '../../../config/messages.ts';
import { useLaunch } from '../../../lib/launch.ts';
import { haptic, useBackButton, useMainButton } from '../../../lib/telegram-controls.ts';
import { linkBookingToChat } from '../api/link-booking.ts';
import { askToMessage } from '../api/write-access.ts';
import styles from './booking-screen.module.css';

// The kit's fetchers (provider, services, slots, booking) carry the Telegram init data like every call.
const queryClient = createQueryClient();

/** The booking flow with the Query client its data hooks need (kept out of the home screen's bundle). */
export function BookingRoute(props: { providerUsername: string; onHome: () => void }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BookingScreen {...props} />
    </QueryClientProvider>
  );
}

/**
 * The web page's five steps and rules, driven by Telegram's buttons: BackButton is 'Orqaga', MainButton
 * 'Davom etish' then 'Tasdiqlash', and after booking 'Asosiy sahifaga qaytish'. The confirmation is sent
 * to this chat by the bot.
 */
export function BookingScreen({ providerUsername, onHome }: { providerUsername: string; onHome: () => void }) {
  const launch = useLaunch();
  const provider = usePublicProvider(providerUsername);
  const services = usePublicServices(providerUsername);
  const flow = useBookingFlow();
  const { step, service, date, slot, booking } = flow.state;
  const create = useCreatePublicBooking();
  const [chatNote, setChatNote] = useState<string | null>(null);

  const providerTimezone = provider.data?.timezone || PROVIDER_DEFAULT_TIMEZONE;
  const clientTimezone = browserTimeZone(providerTimezone);
  const slots = useTimeSlots(service && date ? { date, serviceId: service.id, clientTimezone } : null);
  const today = todayIn(providerTimezone);
  const closedWeekdays = useClosedWeekdays(step === 'calendar' && service ? service.id : null, today, clientTimezone);

  const submit = (details: ClientDetails) => {
    if (!service || !date || !slot) return;
    create.mutate(buildBookingRequest(details, { service, date, slot }, clientTimezone), {
      onSuccess: async (created) => {
        haptic.success();
        flow.booked(created);
        const allowed = await askToMessage(launch.user?.allowsWriteToPm ?? false);
        try {
          await linkBookingToChat(created.id, created.clientToken);
          setChatNote(allowed ? t.telegramLinked : null);
        } catch {
          setChatNote(t.telegramLinkFailed);
        }
      },
      onError: (error) => {
        haptic.error();
        toastError(error, bookingMessages.submitError);
        if (error instanceof ApiError && error.code === 'slot_taken') flow.back();
      },
    });
  };

  const main =
    step === 'calendar' || step === 'timeSlot'
      ? { text: t.continue, enabled: flow.canContinue, loading: false }
      : step === 'confirmation'
        ? { text: create.isPending ? t.submitting : t.confirm, enabled: true, loading: create.isPending }
        : step === 'success'
          ? { text: t.homeButton, enabled: true, loading: false }
          : null;
  useMainButton(main, () => {
    if (step === 'confirmation') {
      // The form validates itself with the shared schema, exactly as on the web page.
      (document.getElementById(BOOKING_FORM_ID) as HTMLFormElement | null)?.requestSubmit();
    } else if (step === 'success') {
      onHome();
    } else {
      flow.next();
    }
  });
  useBackButton(step === 'success' || create.isPending ? null : flow.canGoBack ? flow.back : onHome);

  if (provider.isPending) return <PublicBookingSkeleton label={publicPageMessages.loadingLabel} />;
  if (provider.isError || !provider.data) {
    return (
      <main className={styles.page}>
        <ProviderNotFound heading="p" />
      </main>
    );
  }

  const list = services.data ?? [];
  const name = launch.user ? fullName(launch.user) : '';

  return (
    <main className={styles.page}>
      <ProviderHeader provider={provider.data} />
      <div className={styles.card}>
        {list.length > 0 && <BookingProgress step={step} />}
        {step === 'service' && (
          <ServiceStep
            services={list}
            selectedId={service?.id}
            onSelect={(chosen) => {
              haptic.selection();
              flow.selectService(chosen);
            }}
          />
        )}
        {step === 'calendar' && (
          <CalendarStep
            hideActions
            today={today}
            selectedDate={date}
            closedWeekdays={closedWeekdays}
            onSelectDate={(day) => {
              haptic.selection();
              flow.selectDate(day);
            }}
            serviceName={service?.name}
          />
        )}
        {step === 'timeSlot' && date && (
          <TimeSlotStep
            hideActions
            date={date}
            slots={slots.data}
            isLoading={slots.isPending}
            isError={slots.isError}
            onRetry={() => void slots.refetch()}
            selectedSlot={slot}
            onSelectSlot={(chosen) => {
              haptic.selection();
              flow.selectSlot(chosen);
            }}
            providerTimezone={providerTimezone}
          />
        )}
        {step === 'confirmation' && service && date && slot && (
          <ConfirmationStep
            hideActions
            service={service}
            date={date}
            slot={slot}
            defaults={{ name, telegramUsername: launch.user?.username ?? '' }}
            submitting={create.isPending}
            onSubmit={submit}
          />
        )}
        {step === 'success' && booking && date && slot && (
          <>
            <SuccessStep hideActions hideTelegramLink booking={booking} service={service} date={date} time={displayTime(slot)} />
            {chatNote && (
              <p className="notice notice-info" role="status">
                {chatNote}
              </p>
            )}
          </>
        )}
      </div>
      <Toaster />
    </main>
  );
}
