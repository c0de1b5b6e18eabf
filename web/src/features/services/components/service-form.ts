import { DEFAULTS, ServiceInput } from '@qabul/api/schemas';
import type { Parser } from '../../../lib/form.ts';
import { uzsToTiyin } from '../../../lib/money.ts';
import type { Service } from '../../../lib/types.ts';

/** What the details form edits: text inputs as strings, switches as booleans. */
export interface ServiceFormValues extends Record<string, unknown> {
  name: string;
  description: string;
  price: string;
  duration: string;
  timingInterval: string;
  breakInterval: string;
  reserveFee: string;
  meetingAddress: string;
  isOnlineMeeting: boolean;
  onlineMeetingLink: string;
  useGoogleMeet: boolean;
  allowCancellation: boolean;
  cancellationHours: string;
  isActive: boolean;
  minNoticeMinutes: string;
  maxAdvanceDays: string;
  dailyLimit: string;
  bufferBefore: string;
}

export function formValuesOf(service: Service | null): ServiceFormValues {
  return {
    name: service?.name ?? '',
    description: service?.description ?? '',
    price: service?.price ?? '',
    duration: String(service?.duration ?? DEFAULTS.duration),
    timingInterval: String(service?.timingInterval ?? DEFAULTS.timingInterval),
    breakInterval: String(service?.breakInterval ?? DEFAULTS.breakInterval),
    // The form takes whole UZS; the API keeps tiyin.
    reserveFee: service?.reserveFee ? String(Math.round(service.reserveFee / 100)) : '',
    meetingAddress: service?.meetingAddress ?? '',
    isOnlineMeeting: service?.isOnlineMeeting ?? false,
    onlineMeetingLink: service?.onlineMeetingLink ?? '',
    useGoogleMeet: service?.useGoogleMeet ?? false,
    allowCancellation: service?.allowCancellation ?? true,
    cancellationHours: String(service?.cancellationHours ?? DEFAULTS.cancellationHours),
    isActive: service?.isActive ?? true,
    minNoticeMinutes: String(service?.minNoticeMinutes ?? 0),
    maxAdvanceDays: String(service?.maxAdvanceDays ?? DEFAULTS.maxAdvanceDays),
    dailyLimit: service?.dailyLimit ? String(service.dailyLimit) : '',
    bufferBefore: String(service?.bufferBefore ?? 0),
  };
}

/** Whole numbers only; an empty field stays NaN so the schema reports it. */
function whole(text: string): number {
  return /^\s*-?\d+\s*$/.test(text) ? Number.parseInt(text, 10) : Number.NaN;
}

/** Interval, break and cancellation hours fall back to their defaults when empty or invalid (spec.md section 5). */
function wholeOr(text: string, fallback: number): number {
  const value = whole(text);
  return Number.isFinite(value) ? value : fallback;
}

export function toServiceInput(values: ServiceFormValues, existing: Service | null) {
  const reserveFee = uzsToTiyin(values.reserveFee);
  return {
    name: values.name,
    description: values.description,
    price: values.price,
    priceAmount: existing?.priceAmount ?? 0,
    reserveFee,
    // A price with a non-zero figure in it ("80 000 so'm", not "Bepul") marks a paid service.
    isPaid: /[1-9]/.test(values.price),
    duration: whole(values.duration),
    timingInterval: wholeOr(values.timingInterval, DEFAULTS.timingInterval),
    breakInterval: wholeOr(values.breakInterval, DEFAULTS.breakInterval),
    meetingAddress: values.meetingAddress,
    isOnlineMeeting: values.isOnlineMeeting,
    onlineMeetingLink: values.isOnlineMeeting ? values.onlineMeetingLink : '',
    useGoogleMeet: values.isOnlineMeeting && values.useGoogleMeet,
    allowCancellation: values.allowCancellation,
    cancellationHours: wholeOr(values.cancellationHours, DEFAULTS.cancellationHours),
    isActive: values.isActive,
    minNoticeMinutes: wholeOr(values.minNoticeMinutes, 0),
    maxAdvanceDays: wholeOr(values.maxAdvanceDays, DEFAULTS.maxAdvanceDays),
    // An empty cap is no cap; anything else the schema checks (1–100).
    dailyLimit: values.dailyLimit.trim() === '' ? null : whole(values.dailyLimit),
    bufferBefore: wholeOr(values.bufferBefore, 0),
  };
}

/** The shared ServiceInput schema applied to the converted form values; errors keep the form's field names. */
export function serviceFormParser(existing: Service | null): Parser<ServiceInput> {
  return { safeParse: (values) => ServiceInput.safeParse(toServiceInput(values as ServiceFormValues, existing)) };
}
