import type { IsoDate } from '../../../lib/calendar-days.ts';
import type { BookableService } from './booking-choices.ts';
import type { BookingFlow } from './flow.ts';

/**
 * A waitlist offer's link (`?service=<id>&date=<yyyy-MM-dd>[&staff=<id>]`) opens that service's day at once, so the client who
 * heard that time freed up sees the free times first; anything the page does not know is ignored. Loaded only when
 * the address has a date (PublicBookingPage), so an ordinary visit does not carry it.
 */
export function openOfferLink(search: string, services: readonly BookableService[], flow: BookingFlow): void {
  const params = new URLSearchParams(search);
  const service = services.find((s) => String(s.id) === params.get('service'));
  const date = params.get('date');
  if (!service || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
  // The offer was for this day, not for one master: any master who is free then (a named one when the link says so).
  const master = service.staff?.find((m) => String(m.id) === params.get('staff')) ?? null;
  flow.selectService(service, master);
  flow.selectDate(date as IsoDate);
  flow.next();
}
