import type { CalendarBlock } from '@qabul/db';
import type {
  CalendarBlockResponse,
  CalendarBookingResponse,
  CalendarDayResponse,
  CalendarResponse,
  Presented,
} from '../../contracts/responses.ts';
import { addDays, clockIn, formatMinutes, masterWorkingDay } from '../slots/index.ts';
import type { CalendarBlockRow, CalendarBookingRow, CalendarRows } from './calendar.queries.ts';

/** The grid's rows without any service: the half hour of the weekly hours. */
const STEP_WITHOUT_SERVICES = 30;
const STEP_MIN = 15;
const MINUTE = 60_000;

export function presentCalendar(rows: CalendarRows, from: string, days: number): Presented<typeof CalendarResponse> {
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  const instants = rows.bookings.flatMap((b) => [b.startsAt, b.endsAt]);
  const toLocal = instants.length ? clockIn(rows.timezone, Math.min(...instants), Math.max(...instants)) : null;
  return {
    timezone: rows.timezone,
    step: Math.max(STEP_MIN, rows.step ?? STEP_WITHOUT_SERVICES),
    from,
    to: dates[dates.length - 1] as string,
    masters: rows.masters.map((master) => ({
      id: master.id,
      name: master.name,
      title: master.title,
      photoUrl: master.photoUrl,
      isActive: master.isActive,
      days: dates.map((date) => presentDay(date, masterWorkingDay({ date, master, services: master.services, ...rules(rows) }))),
    })),
    bookings: rows.bookings.map((booking) => presentBooking(booking, toLocal)),
    blocks: rows.blocks.map(presentBlockRow),
  };
}

const rules = (rows: CalendarRows) => ({ overrides: rows.overrides, daysOff: rows.daysOff });

function presentDay(date: string, day: ReturnType<typeof masterWorkingDay>): Presented<typeof CalendarDayResponse> {
  return {
    date,
    open: day.open.map((window) => ({ start: formatMinutes(window.from), end: formatMinutes(window.to) })),
    off: day.off,
    ...(day.reason ? { reason: day.reason } : {}),
    ...(day.note ? { note: day.note } : {}),
  };
}

function presentBooking(
  booking: CalendarBookingRow,
  toLocal: ((instant: number) => { time: string; date: string }) | null,
): Presented<typeof CalendarBookingResponse> {
  const end = toLocal?.(booking.endsAt);
  return {
    id: booking.id,
    staffId: booking.staffId,
    date: booking.date,
    start: booking.start,
    // A visit that runs past midnight is drawn to the end of its own day; `endsAt` says where it really ends.
    end: end && end.date === booking.date ? end.time : '24:00',
    startsAt: new Date(booking.startsAt),
    endsAt: new Date(booking.endsAt),
    bufferBefore: booking.bufferBefore,
    bufferAfter: Math.round((booking.blockedUntil - booking.endsAt) / MINUTE),
    status: booking.status,
    clientName: booking.clientName,
    phone: booking.phone,
    serviceId: booking.serviceId,
    serviceName: booking.serviceName,
    confirmationNumber: booking.confirmationNumber,
    paidReserveFee:
      booking.paidAmount === null
        ? null
        : { amount: Number(booking.paidAmount), paidAt: booking.paidAt === null ? null : new Date(booking.paidAt) },
    clientConfirmedAt: booking.clientConfirmedAt === null ? null : new Date(booking.clientConfirmedAt),
  };
}

function presentBlockRow(block: CalendarBlockRow): Presented<typeof CalendarBlockResponse> {
  return { ...block, createdAt: new Date(block.createdAt) };
}

export function presentBlock(block: CalendarBlock): Presented<typeof CalendarBlockResponse> {
  return {
    id: block.id,
    staffId: block.staffId,
    date: block.date,
    start: block.startTime,
    end: block.endTime,
    note: block.note ?? null,
    createdAt: block.createdAt,
  };
}
