import { fullName, type ClientDetails } from '@qabul/api/schemas';
import {
  BOOKING_FORM_ID,
  BookingProgress,
  bookingMessages,
  ConfirmationStep,
  displayTime,
  MasterStep,
  ProviderHeader,
  ProviderNotFound,
  PublicBookingSkeleton,
  publicPageMessages,
  type ReserveOrder,
  ServiceStep,
  SuccessStep,
  Toaster,
  toastError,
  useBookingSession,
} from '@qabul/web/booking-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { bookingQueryClient } from '../query-client.ts';
import { useEffect, useRef, useState } from 'react';
import { miniText as t } from '../../../config/messages/index.ts';
import { useLaunch } from '../../../lib/launch.ts';
import { haptic, useBackButton, useMainButton, usePaymentGuard } from '../../../lib/telegram-controls.ts';
import { type TelegramSession, takeTelegramSession } from '../../../lib/telegram-session.ts';
import { askForPhone } from '../api/ask-phone.ts';
import { linkBookingToChat } from '../api/link-booking.ts';
import { rememberOpened } from '../api/remember-opened.ts';
import { useReserveFeePayment } from '../api/use-reserve-fee-payment.ts';
import { askToMessage } from '../api/write-access.ts';
import { HomeScreenOffer } from './HomeScreenOffer.tsx';
import { DayAndTimeSteps, useSessionFreeDays } from './DayAndTimeSteps.tsx';
import { TelegramPhone } from './TelegramPhone.tsx';
import { PAY_AGAIN, ReserveFeeResult } from './ReserveFeeResult.tsx';
import { WaitlistJoin } from './WaitlistJoin.tsx';
import styles from './booking-screen.module.css';

/** "Yana yozilish": the service booked last time (by id, or by name when only the name is known). */
export interface Rebook {
  serviceId: number | null;
  serviceName: string | null;
  /** The master of the last booking (null until bookings name one), for the session's master choice. */
  staffId: string | null;
}

export interface BookingRouteProps {
  providerUsername: string;
  rebook?: Rebook | null;
  onHome: () => void;
}

/** The booking flow with the Query client its data hooks need (kept out of the home screen's bundle). */
export function BookingRoute(props: BookingRouteProps) {
  return (
    <QueryClientProvider client={bookingQueryClient}>
      <BookingScreen {...props} />
    </QueryClientProvider>
  );
}

const NO_SESSION: TelegramSession = { phone: null, phoneVerified: false, invoices: false, language: null };

/**
 * The shared booking flow in four taps: a service, a day (only days with a free time), a time (moves on by
 * itself), then Telegram's MainButton "Tasdiqlash". The confirmation is Telegram's, not the web form: the name
 * from Telegram (editable), the phone Telegram gave or one "Telefon raqamni ulashish" button, no e-mail or
 * username fields. "Tasdiqlash" without a phone opens the same dialog first (Share is then the fifth tap); only a
 * person who declines it types the number.
 */
export function BookingScreen({ providerUsername, rebook, onHome }: BookingRouteProps) {
  const launch = useLaunch();
  // What the server knows of this person (their verified phone, whether invoices work), read once on opening.
  const [telegramRead] = useState(() => takeTelegramSession().catch(() => NO_SESSION));
  const [telegram, setTelegram] = useState<TelegramSession | null>(null);
  const [phone, setPhone] = useState<string | null>(null);
  const [askingPhone, setAskingPhone] = useState(false);
  const [phoneAsked, setPhoneAsked] = useState(false);
  const [submitWhenReady, setSubmitWhenReady] = useState(false);
  const [chatNote, setChatNote] = useState<string | null>(null);
  // The booking is this chat's once linked: only then do the person's own lists (and the shortcut offer) count it.
  const [linked, setLinked] = useState(false);
  const writeAccess = useRef<Promise<boolean> | null>(null);
  const payment = useReserveFeePayment(telegram?.invoices ?? false);

  useEffect(() => {
    void telegramRead.then(setTelegram);
  }, [telegramRead]);

  const linkToChat = async (bookingId: string, clientToken: string) => {
    const allowed = (await writeAccess.current) ?? launch.user?.allowsWriteToPm ?? false;
    try {
      await linkBookingToChat(bookingId, clientToken);
      setChatNote(allowed ? t.telegramLinked : null);
    } catch {
      setChatNote(t.telegramLinkFailed);
    }
    setLinked(true);
  };

  const session = useBookingSession({
    providerUsername,
    autoAdvance: true,
    serviceId: rebook?.serviceId ?? null,
    serviceName: rebook?.serviceName ?? null,
    onReserveOrder: (order: ReserveOrder) => {
      payment.start(order, linkToChat(order.bookingId, order.clientToken));
    },
    onBooked: (created) => {
      haptic.success();
      void linkToChat(created.id, created.clientToken);
    },
    onError: (error) => {
      haptic.error();
      toastError(error, bookingMessages.submitError);
    },
  });
  const opened = Boolean(session.provider.data);
  useEffect(() => {
    // Remembered for the home's "opened before" (a failure only loses that convenience).
    if (opened) void rememberOpened(providerUsername).catch(() => undefined);
  }, [opened, providerUsername]);
  const { provider, services, flow } = session;
  const { step, service, master, date, slot, booking } = flow.state;
  const freeDays = useSessionFreeDays(session);

  // "Yana yozilish" lands on the first free day's times: the service is chosen, the day is the first free one.
  const firstDayPicked = useRef(!rebook);
  useEffect(() => {
    if (firstDayPicked.current || step !== 'calendar' || freeDays.loading) return;
    firstDayPicked.current = true;
    const first = freeDays.days[0];
    if (first) flow.selectDate(first);
  }, [step, freeDays.loading, freeDays.days, flow.selectDate]);

  useEffect(() => {
    if (payment.state === 'paid') haptic.success();
    else if (PAY_AGAIN.has(payment.state)) haptic.error();
  }, [payment.state]);

  const knownPhone = phone ?? telegram?.phone ?? null;

  // The contact arrived after the form was drawn: the form is drawn again with it (keyed on the phone), then sent.
  useEffect(() => {
    if (!submitWhenReady) return;
    setSubmitWhenReady(false);
    (document.getElementById(BOOKING_FORM_ID) as HTMLFormElement | null)?.requestSubmit();
  }, [submitWhenReady]);

  /** Telegram's "share your phone number" dialog; declined or unavailable, the number is typed instead. */
  const sharePhone = async (): Promise<boolean> => {
    setAskingPhone(true);
    const shared = await askForPhone();
    setAskingPhone(false);
    setPhoneAsked(true);
    if (shared) setPhone(shared);
    return shared !== null;
  };

  const confirm = async () => {
    if (session.submitting || askingPhone) return;
    // Pressed before the server answered: its answer decides whether Telegram is asked for the phone.
    const serverPhone = (await telegramRead).phone;
    if (!knownPhone && !serverPhone && !phoneAsked && !(await sharePhone())) {
      // Declined or unavailable: the phone is typed instead (and marked unverified on the booking).
      requestAnimationFrame(() => document.querySelector<HTMLInputElement>(`#${BOOKING_FORM_ID} input[type="tel"]`)?.focus());
      return;
    }
    if (!knownPhone && serverPhone) setPhone(serverPhone);
    // The bot may message only people who allowed it: asked once, before the first booking, by Telegram's own dialog.
    writeAccess.current ??= askToMessage(launch.user?.allowsWriteToPm ?? false);
    await writeAccess.current;
    setSubmitWhenReady(true);
  };

  const paying = payment.order !== null;
  const done = step === 'success' || payment.state === 'paid';
  const payAgain = paying && PAY_AGAIN.has(payment.state);
  // The order holds the time while the client pays: no accidental swipe or close drops them out of it.
  usePaymentGuard(paying && !done && payment.state !== 'cancelled');
  // Home waits for the chat link, so the person's list there already holds this booking.
  const main = done
    ? { text: t.homeButton, enabled: linked, loading: !linked }
    : paying && payment.state === 'waiting'
      ? { text: t.checkPayment, enabled: true, loading: payment.checking }
      : payAgain
        ? { text: t.payAgain, enabled: true, loading: false }
        : paying && (payment.state === 'cancelled' || payment.state === 'unpayable')
          ? { text: t.chooseAgain, enabled: true, loading: false }
          : paying
            ? null
            : step === 'confirmation'
              ? {
                  text: askingPhone ? t.askingPhone : session.submitting ? t.submitting : t.confirm,
                  enabled: true,
                  loading: askingPhone || session.submitting,
                }
              : null;
  const chooseAgain = () => {
    // The day's times are read again once the given-up order freed its time.
    void payment.giveUp().then(() => bookingQueryClient.invalidateQueries({ queryKey: ['time-slots'] }));
    session.forgetSubmit();
    flow.slotTaken();
  };
  useMainButton(main, () => {
    if (done) {
      if (linked) onHome();
    } else if (payAgain) payment.reopen();
    else if (paying && (payment.state === 'cancelled' || payment.state === 'unpayable')) chooseAgain();
    else if (paying) void payment.check();
    else if (step === 'confirmation') void confirm();
  });
  // A payment that ended or did not go through goes back to the times; one under way keeps the client on it.
  const payingBack = paying && (payment.state === 'cancelled' || payment.state === 'unpayable' || payAgain);
  const backTo = payingBack ? chooseAgain : flow.canGoBack ? flow.back : onHome;
  useBackButton(done || session.submitting || askingPhone || (paying && !payingBack) ? null : backTo);

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
  const chosenTime = slot ? displayTime(slot) : '';
  const select =
    <T,>(pick: (value: T) => void) =>
    (value: T) => {
      haptic.impact();
      pick(value);
    };

  return (
    <main className={styles.page}>
      <ProviderHeader provider={provider.data} withCover={false} />
      <div className={styles.card}>
        {list.length > 0 && !paying && <BookingProgress step={step} steps={flow.steps} />}
        {paying && payment.order ? (
          <ReserveFeeResult
            state={payment.state}
            amount={payment.order.amount}
            bookingId={payment.order.bookingId}
            clientToken={payment.order.clientToken}
            time={chosenTime}
            onReopen={payment.reopen}
            onChooseAgain={chooseAgain}
          />
        ) : (
          <>
            {step === 'service' && <ServiceStep services={list} selectedId={service?.id} onSelect={select(flow.selectService)} />}
            {/* Only for a service with several masters: one tap more, "Farqi yo'q" first. */}
            {step === 'master' && service && (
              <MasterStep hideActions masters={service.staff ?? []} selectedId={master?.id ?? null} onSelect={select(flow.selectMaster)} />
            )}
            <DayAndTimeSteps
              session={session}
              freeDays={freeDays}
              waitlist={(day) =>
                service && (
                  <WaitlistJoin
                    key={day}
                    serviceId={service.id}
                    date={day}
                    staffId={master?.id ?? null}
                    name={name}
                    knownPhone={async () => knownPhone ?? (await telegramRead).phone}
                    onPhone={setPhone}
                  />
                )
              }
            />
            {step === 'confirmation' && service && date && slot && (
              <>
                <ConfirmationStep
                  hideActions
                  service={service}
                  date={date}
                  slot={slot}
                  defaults={{ name, phone: knownPhone ?? '', telegramUsername: launch.user?.username ?? '' }}
                  telegram={{
                    // Declined (or a client that cannot ask): the typed field, marked unverified on the booking.
                    phone:
                      knownPhone || !phoneAsked ? (
                        <TelegramPhone phone={knownPhone} asking={askingPhone} onShare={() => void sharePhone()} />
                      ) : null,
                  }}
                  submitting={session.submitting}
                  onSubmit={(details: ClientDetails) => session.submit(details)}
                />
                {!knownPhone && phoneAsked && (
                  <p className="field-hint" role="note">
                    {t.phoneTypeHint}
                  </p>
                )}
              </>
            )}
            {step === 'success' && booking && date && slot && (
              <>
                {/* One line says where the confirmation goes: this chat, once linked (or why not). */}
                <SuccessStep
                  hideActions
                  hideTelegramLink
                  hideOwnLink
                  sub={chatNote}
                  booking={booking}
                  service={service}
                  date={date}
                  time={chosenTime}
                />
              </>
            )}
          </>
        )}
        {done && linked && <HomeScreenOffer />}
      </div>
      <Toaster />
    </main>
  );
}
