import type { Booking } from '@qabul/db';

export function presentBooking(booking: Booking, serviceName: string | null) {
  return {
    id: booking.id,
    userId: booking.userId,
    serviceId: booking.serviceId ?? null,
    serviceName,
    date: booking.date,
    timeSlot: booking.timeSlot,
    dateTimeUtc: booking.dateTimeUtc,
    endsAt: booking.endsAt,
    clientTimezone: booking.clientTimezone ?? null,
    name: booking.name,
    phone: booking.phone,
    email: booking.email ?? null,
    telegramUsername: booking.telegramUsername ?? null,
    notes: booking.notes ?? null,
    meetingAddress: booking.meetingAddress ?? null,
    isOnlineMeeting: booking.isOnlineMeeting,
    onlineMeetingLink: booking.onlineMeetingLink ?? null,
    googleMeetLink: booking.googleMeetLink ?? null,
    status: booking.status,
    confirmationNumber: booking.confirmationNumber,
    createdAt: booking.createdAt,
    updatedAt: booking.updatedAt,
  };
}

export interface BookingDetailsRow {
  booking: Booking;
  serviceName: string | null;
  providerName: string;
  reserveFee: number;
}

/** The booking-success page's view (spec.md section 3, "Booking details response"). */
export function presentBookingDetails({ booking, serviceName, providerName, reserveFee }: BookingDetailsRow) {
  return {
    id: booking.id,
    name: booking.name,
    phone: booking.phone,
    email: booking.email ?? null,
    date: booking.date,
    timeSlot: booking.timeSlot,
    serviceName,
    providerName,
    confirmationNumber: booking.confirmationNumber,
    reserveFeeAmount: reserveFee,
    status: booking.status,
  };
}
