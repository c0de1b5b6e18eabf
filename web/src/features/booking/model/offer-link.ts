import { useEffect, useRef } from 'react';
import type { IsoDate } from '../../../lib/dates.ts';
import type { Service } from '../../../lib/types.ts';
import type { BookingFlow } from './flow.ts';

/**
 * A waitlist offer's link (`?service=<id>&date=<yyyy-MM-dd>`) opens that service's day at once, so the client who
 * heard that time freed up sees the free times first; anything the page does not know is ignored.
 */
export function useOfferLink(search: string, services: readonly Service[] | undefined, flow: BookingFlow): void {
  const opened = useRef(false);
  const { selectService, selectDate, next } = flow;
  useEffect(() => {
    if (opened.current || !services) return;
    const params = new URLSearchParams(search);
    const service = services.find((s) => String(s.id) === params.get('service'));
    const date = params.get('date');
    if (!service || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    opened.current = true;
    selectService(service);
    selectDate(date as IsoDate);
    next();
  }, [search, services, selectService, selectDate, next]);
}
