import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { clientClock, bookingStart as t, publicPage } from '../../../config/messages.ts';
import { fullName, useUser } from '../../../lib/auth.ts';
import { AppLink, useNavigation } from '../../../lib/navigation.tsx';
import { useBookingSession } from '../model/booking-session.ts';
import { rememberReserveOrder } from '../model/create-booking.ts';
import { displayTime } from '../model/slot-groups.ts';
import { BookingProgress } from './BookingProgress.tsx';
import { ProviderHeader, ProviderNotFound, PublicBookingSkeleton, ServiceListSkeleton } from './ProviderHeader.tsx';
import { ServiceStep } from './ServiceStep.tsx';
import { StepFocusContext } from './StepHeading.tsx';
import { WhenSeen } from '../../../components/WhenSeen.tsx';
import styles from './booking.module.css';
import { loadChunk } from '../../../lib/chunk-reload.ts';
import { zoneName } from '../../../lib/zone-name.ts';
import { withTranslations } from '../../../lib/i18n/language.ts';
import { businessTranslations, stepTranslations } from '../../../config/messages/translations.ts';

// The first screen needs only the provider and the service list. Later steps load right after it renders,
// and the form step (which brings zod) while the visitor is still choosing a day.
// Each brings the later steps' texts in the reader's language with it (the first screen carries only its own).
const withStepTexts = <T,>(chunk: Promise<T>) => withTranslations(stepTranslations, chunk);
const loadSteps = () => loadChunk(() => withStepTexts(import('./FlowSteps.ts')));
const loadConfirmation = () => loadChunk(() => withStepTexts(import('./ConfirmationStep.tsx')));

/** Runs `load` once, at the first sign the visitor is about to act. */
function whenIntent(load: () => void): void {
  const events = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'scroll'] as const;
  const once = () => {
    for (const event of events) window.removeEventListener(event, once);
    load();
  };
  for (const event of events) window.addEventListener(event, once, { passive: true, once: true });
}
const MasterStep = lazy(() => loadSteps().then((m) => ({ default: m.MasterStep })));
const CalendarStep = lazy(() => loadSteps().then((m) => ({ default: m.CalendarStep })));
const TimeSlotStep = lazy(() => loadSteps().then((m) => ({ default: m.TimeSlotStep })));
const SuccessStep = lazy(() => loadSteps().then((m) => ({ default: m.SuccessStep })));
const ConfirmationStep = lazy(() => loadConfirmation().then((m) => ({ default: m.ConfirmationStep })));
const BusinessSection = lazy(() =>
  loadChunk(() => withTranslations(businessTranslations, import('./BusinessSection.tsx'))).then((m) => ({ default: m.BusinessSection })),
);
const ReviewsBlock = lazy(() => loadChunk(() => import('./ReviewsBlock.tsx')).then((m) => ({ default: m.ReviewsBlock })));
const WaitlistForm = lazy(() => loadChunk(() => withStepTexts(import('./WaitlistForm.tsx'))).then((m) => ({ default: m.WaitlistForm })));
const PublicBookingActions = lazy(() =>
  loadChunk(() => withStepTexts(import('./PublicBookingActions.tsx'))).then((m) => ({ default: m.PublicBookingActions })),
);

/** The provider's public page: /{username}, /u/{username}, /scheduling/{username}, /schedule/{userId}. */
export function PublicBookingPage({ identifier, search }: { identifier: string; search: string }) {
  const user = useUser();
  const { navigate } = useNavigation();
  const session = useBookingSession({
    providerUsername: identifier,
    onReserveOrder: (order) => {
      rememberReserveOrder(order);
      // The server gives the web page a checkout link or refuses the order (503): a null link is the Mini App's.
      if (order.paymentUrl) window.location.assign(order.paymentUrl);
    },
    // A taken time is already back on the (refetched) list of times; the toast says why. The toasts' code is not
    // part of the first screen: it comes when there is something to say.
    onError: (error) => void import('../../../lib/toast.ts').then(({ toastError }) => toastError(error, t.submitError)),
  });
  const { provider, services, flow, slots, today, slotSubject, providerTimezone, clientTimezone, submit } = session;
  const offerOpened = useRef(false);
  useEffect(() => {
    // A waitlist offer's link opens its day at once (model/offer-link.ts); only such a link loads that code.
    if (offerOpened.current || !services.data || !search.includes('date=')) return;
    offerOpened.current = true;
    const list = services.data;
    void import('../model/offer-link.ts').then((m) => m.openOfferLink(search, list, flow));
  }, [search, services.data, flow]);
  const { step, service, master, date, slot, booking } = flow.state;
  const sectionRef = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);
  const [stepsMoved, setStepsMoved] = useState(false);

  useEffect(() => {
    // The next steps' code comes at the visitor's first touch, key or pointer move (they are about to choose), not
    // with the first screen: a visitor who only looks downloads only what the first screen shows.
    if (step === 'service') whenIntent(() => void loadSteps());
    else void loadSteps();
    if (step !== 'service') void loadConfirmation();
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    setStepsMoved(true);
    sectionRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [step]);

  const actionParams = new URLSearchParams(search);
  const actions = (actionParams.get('reschedule') || actionParams.get('cancel')) && (
    <Suspense fallback={null}>
      <PublicBookingActions
        params={actionParams}
        services={services.data ?? []}
        onDone={({ bookingId, kind }) => {
          // A page of its own says what changed (new time / cancelled), instead of a silent landing page.
          const token = actionParams.get('token');
          navigate(
            `/booking-success?booking=${encodeURIComponent(bookingId)}&changed=${kind}${token ? `&token=${encodeURIComponent(token)}` : ''}`,
          );
        }}
      />
    </Suspense>
  );

  if (provider.isPending) return <PublicBookingSkeleton label={publicPage.loadingLabel} />;
  if (provider.isError || !provider.data) {
    return (
      <div className={styles.page}>
        <ProviderNotFound>
          <AppLink to="/" className="btn btn-secondary">
            {publicPage.home}
          </AppLink>
        </ProviderNotFound>
        {actions}
      </div>
    );
  }

  const signedIn = user.data;
  const list = services.data ?? [];

  const currentStep = () => {
    switch (step) {
      case 'service':
        return <ServiceStep services={list} selectedId={service?.id} onSelect={flow.selectService} />;
      case 'master':
        return (
          <MasterStep masters={service?.staff ?? []} selectedId={master?.id ?? null} onSelect={flow.selectMaster} onBack={flow.back} />
        );
      case 'calendar':
        return (
          <CalendarStep
            today={today}
            selectedDate={date}
            bookable={{ subject: slotSubject, rules: service ?? null, providerTimezone, clientTimezone }}
            onSelectDate={flow.selectDate}
            onBack={flow.back}
            onContinue={flow.next}
            serviceName={service?.name}
          />
        );
      case 'timeSlot':
        return (
          date && (
            <TimeSlotStep
              date={date}
              slots={slots.data}
              isLoading={slots.isPending}
              isError={slots.isError}
              onRetry={() => void slots.refetch()}
              selectedSlot={slot}
              onSelectSlot={flow.selectSlot}
              providerTimezone={providerTimezone}
              onBack={flow.back}
              onContinue={flow.next}
              waitlist={
                service && (
                  <WaitlistForm
                    serviceId={service.id}
                    date={date}
                    staffId={master?.id ?? null}
                    day={{ slots: slots.data, rules: service, providerTimezone, today }}
                  />
                )
              }
            />
          )
        );
      case 'confirmation':
        return (
          service &&
          date &&
          slot && (
            <ConfirmationStep
              service={service}
              date={date}
              slot={slot}
              defaults={signedIn ? { name: fullName(signedIn), email: signedIn.email ?? undefined } : undefined}
              submitting={session.submitting}
              onSubmit={submit}
              onBack={flow.back}
            />
          )
        );
      case 'success':
        return (
          booking &&
          date &&
          slot && (
            <SuccessStep
              booking={booking}
              service={service}
              // The client's own day and time, the zone named, as on every page the client reads a time on.
              date={slot.clientDate || date}
              time={clientClock.zoned({ time: displayTime(slot), zone: zoneName(clientTimezone) })}
              onHome={() => navigate('/')}
              onAgain={() => session.startAgain()}
            />
          )
        );
    }
  };

  return (
    <div className={styles.page}>
      <ProviderHeader provider={provider.data} />
      <div className={styles.card} ref={sectionRef}>
        {services.isPending ? (
          <ServiceListSkeleton />
        ) : list.length === 0 ? (
          <ServiceStep services={list} onSelect={flow.selectService} />
        ) : (
          <>
            <BookingProgress step={step} steps={flow.steps} />
            <StepFocusContext.Provider value={stepsMoved}>
              <Suspense fallback={<ServiceListSkeleton />}>{currentStep()}</Suspense>
            </StepFocusContext.Provider>
          </>
        )}
      </div>
      {/* Below the booking card: their code and the reviews' read come as they come into view, not with the first
          screen (a desktop window tall enough to show them gets them at once); watched once the service list has
          its height, so the card's loading skeleton does not bring them in. */}
      {!services.isPending && (
        <WhenSeen>
          <Suspense fallback={null}>
            <BusinessSection provider={provider.data} />
          </Suspense>
          <Suspense fallback={null}>
            <ReviewsBlock identifier={identifier} />
          </Suspense>
        </WhenSeen>
      )}
      {actions}
    </div>
  );
}
