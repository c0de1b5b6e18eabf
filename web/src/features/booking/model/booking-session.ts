import { PROVIDER_DEFAULT_TIMEZONE, type ClientDetails } from '@qabul/api/schemas';
import { useEffect, useRef } from 'react';
import { useTimeSlots } from '../../../lib/api/time-slots.ts';
import { browserTimeZone, todayIn } from '../../../lib/calendar-days.ts';
import type { PublicBooking, PublicMaster } from '../../../lib/types.ts';
import { type BookableService, bookingErrorOutcome, paysReserveFee } from './booking-choices.ts';
import type { SlotSubject } from './closed-days.ts';
import {
  buildBookingRequest,
  type PublicBookingRequest,
  type ReserveOrder,
  useCreatePublicBooking,
  useCreateReserveOrder,
} from './create-booking.ts';
import { useBookingFlow } from './flow.ts';
import { usePublicProvider } from './get-provider.ts';
import { usePublicServices } from './get-services.ts';

export interface BookingSessionOptions {
  providerUsername: string;
  /** A day or a time picked moves on by itself (the Mini App); the web page keeps Davom etish (spec). */
  autoAdvance?: boolean;
  /** "Yana yozilish": start on this service's day step once the services are in (by id, else by name). */
  serviceId?: number | null;
  serviceName?: string | null;
  /** With the preselected service: its master is already decided (null: any), so no master step is shown. */
  master?: PublicMaster | null;
  /** A reserve-fee service: the order is made and its slot held; the app takes the client to pay. */
  onReserveOrder: (order: ReserveOrder, request: PublicBookingRequest) => void;
  onBooked?: (booking: PublicBooking) => void;
  /** Every refused booking, after the flow reacted to it (a taken time offers the times again). */
  onError?: (error: Error) => void;
}

/**
 * One booking from the provider's link to its success, the same for the web page and the Mini App: provider,
 * services, the flow's steps, the day's slots, and the submit that books a free service
 * directly and a reserve-fee service through its payment. Each app maps it to its own controls.
 */
export function useBookingSession(options: BookingSessionOptions) {
  const { providerUsername, autoAdvance = false } = options;
  const provider = usePublicProvider(providerUsername);
  const services = usePublicServices(providerUsername);
  const flow = useBookingFlow(undefined, autoAdvance);
  const { service, master, date, slot } = flow.state;
  const create = useCreatePublicBooking();
  const reserve = useCreateReserveOrder();

  const providerTimezone = provider.data?.timezone || PROVIDER_DEFAULT_TIMEZONE;
  const clientTimezone = browserTimeZone(providerTimezone);
  // Fetch the day's slots as soon as a day is picked, so the next step opens filled.
  // The chosen master's times, or (null, "Farqi yo'q") any master's who does the service.
  const slotSubject: SlotSubject | null = service ? { serviceId: service.id, staffId: master?.id ?? null } : null;
  const slots = useTimeSlots(slotSubject && date ? { ...slotSubject, date, clientTimezone } : null);
  const today = todayIn(providerTimezone);

  const preselect = useRef({ id: options.serviceId ?? null, name: options.serviceName ?? null, master: options.master });
  useEffect(() => {
    const { id, name, master: decided } = preselect.current;
    if ((id === null && name === null) || !services.data) return;
    preselect.current = { id: null, name: null, master: undefined };
    const chosen = services.data.find((s) => s.id === id) ?? services.data.find((s) => name !== null && s.name === name);
    if (chosen) flow.selectService(chosen, decided);
  }, [services.data, flow.selectService]);

  const latest = useRef(options);
  latest.current = options;
  const refused = (error: Error) => {
    if (bookingErrorOutcome(error) === 'chooseTimeAgain') flow.slotTaken();
    latest.current.onError?.(error);
  };

  const submit = (details: ClientDetails) => {
    if (!service || !date || !slot) return;
    const request = buildBookingRequest(details, { service, master, date, slot }, clientTimezone);
    if (paysReserveFee(service)) {
      // The fee is paid first: the slot is held meanwhile, and the payment system's answer confirms the booking.
      reserve.mutate(request, { onSuccess: (order) => latest.current.onReserveOrder(order, request), onError: refused });
      return;
    }
    create.mutate(request, {
      onSuccess: (created) => {
        flow.booked(created);
        latest.current.onBooked?.(created);
      },
      onError: refused,
    });
  };

  /** Forgets a made booking or order (a payment given up), keeping the flow where it is. */
  const forgetSubmit = () => {
    create.reset();
    reserve.reset();
  };
  const startAgain = (next?: BookableService) => {
    forgetSubmit();
    flow.reset();
    if (next) flow.selectService(next);
  };

  return {
    provider,
    services,
    flow,
    providerTimezone,
    clientTimezone,
    today,
    slotSubject,
    slots,
    submit,
    startAgain,
    forgetSubmit,
    /** A booking or an order is on its way (or the client is being sent to pay). */
    submitting: create.isPending || reserve.isPending || reserve.isSuccess,
    reserveOrder: reserve.data ?? null,
  };
}
export type BookingSession = ReturnType<typeof useBookingSession>;
