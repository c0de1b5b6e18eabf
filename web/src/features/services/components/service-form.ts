import { DEFAULTS, ServiceInput } from '@qabul/api/schemas';
import type { Parser } from '../../../lib/form.ts';
import { uzsToTiyin } from '../../../lib/money.ts';
import type { Service } from '../../../lib/types.ts';

/** What the details form edits: text inputs as strings, switches as booleans. */
export interface ServiceFormValues extends Record<string, unknown> {
  name: string;
  description: string;
  /** The price in whole so'm, '' for none (then the text is the price). */
  priceAmount: string;
  priceFrom: boolean;
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
    // The form takes whole so'm; the API keeps tiyin. A price kept as text has no amount.
    priceAmount: service?.priceAmount === null || service?.priceAmount === undefined ? '' : String(Math.round(service.priceAmount / 100)),
    priceFrom: service?.priceFrom ?? false,
    // With an amount the text is only its Uzbek spelling, rewritten on save; it is edited only when there is none.
    price: service && (service.priceAmount === null || service.priceAmount === undefined) ? (service.price ?? '') : '',
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

export function toServiceInput(values: ServiceFormValues) {
  const reserveFee = uzsToTiyin(values.reserveFee);
  const amount = values.priceAmount.trim() === '' ? null : whole(values.priceAmount.replace(/\s/g, ''));
  const priceAmount = amount === null || Number.isNaN(amount) ? amount : amount * 100;
  return {
    name: values.name,
    description: values.description,
    // An amount is the price; the text only stands without one (the server spells the amount in Uzbek for it).
    price: amount === null ? values.price : '',
    priceAmount,
    priceFrom: amount !== null && values.priceFrom,
    reserveFee,
    // An amount above 0, or a text with a non-zero figure in it ("80 000 so'm", not "Bepul"), marks a paid service.
    isPaid: amount === null ? /[1-9]/.test(values.price) : (priceAmount ?? 0) > 0,
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
export function serviceFormParser(): Parser<ServiceInput> {
  return { safeParse: (values) => ServiceInput.safeParse(toServiceInput(values as ServiceFormValues)) };
}
