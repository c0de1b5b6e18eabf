import { isLanguage, type Language } from '@qabul/api/i18n';
import { ClientDetails } from '@qabul/api/schemas';
import { bookingsPage } from '../../config/messages.ts';
import type { Parser } from '../../lib/form.ts';
import type { BookingStatus } from '../../lib/types.ts';

/** The form never sets "Kelmadi": that is marked on a booking from its start on (and a new booking cannot be one). */
type FormStatus = Exclude<BookingStatus, 'no_show'>;

export interface BookingFormValues extends Record<string, unknown> {
  serviceId: string;
  date: string;
  timeSlot: string;
  name: string;
  phone: string;
  email: string;
  telegramUsername: string;
  notes: string;
  status: FormStatus;
  /** The master's id; '' for "Farqi yo'q" (any free master). */
  staffId: string;
  language: string;
}

export type BookingFormOutput = ClientDetails & {
  serviceId: number;
  date: string;
  timeSlot: string;
  status: FormStatus;
  staffId: string | null;
  language: Language;
};

/**
 * Client details through the shared ClientDetails schema; a new booking also needs a service, a date
 * and a time (spec.md section 5: dashboard forms require name, phone and, for new bookings, date and time).
 */
export function bookingFormParser(isNew: boolean): Parser<BookingFormOutput> {
  const f = bookingsPage.form;
  return {
    safeParse(input) {
      const values = input as BookingFormValues;
      const details = ClientDetails.safeParse(values);
      const issues = details.success ? [] : [...details.error.issues];
      if (isNew) {
        if (!values.serviceId) issues.push({ path: ['serviceId'], message: f.serviceRequired } as (typeof issues)[number]);
        if (!values.date) issues.push({ path: ['date'], message: f.dateRequired } as (typeof issues)[number]);
        if (!values.timeSlot) issues.push({ path: ['timeSlot'], message: f.slotRequired } as (typeof issues)[number]);
      }
      if (issues.length || !details.success) return { success: false, error: { issues } };
      return {
        success: true,
        data: {
          ...details.data,
          serviceId: Number(values.serviceId),
          date: values.date,
          timeSlot: values.timeSlot,
          status: values.status,
          staffId: values.staffId || null,
          language: isLanguage(values.language) ? values.language : 'uz',
        },
      };
    },
  };
}
