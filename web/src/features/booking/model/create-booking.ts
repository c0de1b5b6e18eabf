import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientDetails } from '@qabul/api/schemas';
import { type CallAnswer, type CallInput, call } from '../../../lib/api-client.ts';
import type { IsoDate } from '../../../lib/calendar-days.ts';
import { messagesLanguage } from '../../../lib/i18n/localized.ts';
import type { PublicMaster, Service, Slot } from '../../../lib/types.ts';

/**
 * A booking as the public page and the Mini App send it (POST /api/public/bookings): the client's details, the chosen
 * service, master (null: "Farqi yo'q", any master), date and provider-local start as the slot lists it, and the
 * client's language (every later message to them is written in it).
 */
export type PublicBookingRequest = CallInput<'POST /api/public/bookings'>['body'];

export function buildBookingRequest(
  details: ClientDetails,
  choice: { service: Service; master?: PublicMaster | null; date: IsoDate; slot: Slot },
  clientTimezone: string,
): PublicBookingRequest {
  return {
    ...details,
    date: choice.date,
    timeSlot: choice.slot.time,
    serviceId: choice.service.id,
    clientTimezone,
    staffId: choice.master?.id ?? null,
    language: messagesLanguage(),
  };
}

/** POST /api/public/bookings — 201 with the booking and its Telegram deep link; 409 `slot_taken` if someone was faster. */
export function createPublicBooking(body: PublicBookingRequest) {
  return call('POST /api/public/bookings', { body });
}

export function useCreatePublicBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPublicBooking,
    // Taken or not, the day's slots changed for everyone looking at them.
    onSettled: (_data, _error, body) => queryClient.invalidateQueries({ queryKey: ['time-slots', body.date] }),
  });
}

/** The held booking's order: where to pay, and the tokens that read it back. */
export type ReserveOrder = CallAnswer<'POST /api/payment/service-reserve'>;

/**
 * POST /api/payment/service-reserve — a service with a reserve fee is booked through its payment: the slot is
 * held while the client pays, and the booking is confirmed to them once the payment system says it is paid.
 */
export function createReserveOrder(body: PublicBookingRequest) {
  return call('POST /api/payment/service-reserve', {
    body: {
      serviceId: body.serviceId,
      clientName: body.name,
      clientPhone: body.phone,
      clientEmail: body.email,
      telegramUsername: body.telegramUsername,
      notes: body.notes,
      bookingDate: body.date,
      timeSlot: body.timeSlot,
      clientTimezone: body.clientTimezone,
      staffId: body.staffId,
      language: body.language,
    },
  });
}

/** Remembered in this browser only, so the return page can open the client's own booking once paid. */
export function rememberReserveOrder(order: ReserveOrder): void {
  try {
    sessionStorage.setItem(
      `qabul.payment.${order.orderId}`,
      JSON.stringify({ bookingId: order.bookingId, clientToken: order.clientToken }),
    );
  } catch {
    // Private mode without storage: the client still has the link in their confirmation message.
  }
}

export function useCreateReserveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReserveOrder,
    onSettled: (_data, _error, body) => queryClient.invalidateQueries({ queryKey: ['time-slots', body.date] }),
  });
}
