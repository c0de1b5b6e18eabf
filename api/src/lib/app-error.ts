import { fill } from '../contracts/messages.uz.ts';

/** The closed set of machine codes a client may see (DECISIONS.md). */
export type ErrorCode =
  | 'validation'
  | 'unauthorized'
  | 'invalid_credentials'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'slot_taken'
  | 'slot_unavailable'
  | 'too_soon'
  | 'too_far'
  | 'day_full'
  | 'email_taken'
  | 'username_taken'
  | 'cancellation_closed'
  | 'plan_limit'
  | 'too_many_bookings'
  | 'payment_required'
  | 'google_not_connected'
  | 'too_early'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'unavailable'
  | 'database_unavailable'
  | 'payments_unavailable'
  | 'invoices_off'
  | 'not_payable'
  | 'internal';

const STATUS: Record<ErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  slot_taken: 409,
  slot_unavailable: 409,
  too_soon: 409,
  too_far: 409,
  day_full: 409,
  email_taken: 409,
  username_taken: 409,
  cancellation_closed: 409,
  plan_limit: 409,
  too_many_bookings: 409,
  payment_required: 409,
  google_not_connected: 409,
  too_early: 409,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  database_unavailable: 503,
  payments_unavailable: 503,
  invoices_off: 409,
  not_payable: 409,
  internal: 500,
};

/**
 * A catalogue template with the values it is filled with, kept apart: the error boundary answers the template's
 * key in the reader's language and fills it there, instead of recovering the key from a filled Uzbek text (values
 * are often a client's words).
 */
export interface FilledText {
  template: string;
  values: Record<string, string | number>;
}

/** An error's text: a catalogue text as it is, or a template to be filled in the reader's language. */
export type ErrorText = string | FilledText;

export const filledText = (template: string, values: Record<string, string | number>): FilledText => ({ template, values });

const uzbekOf = (text: ErrorText) => (typeof text === 'string' ? text : fill(text.template, text.values));

export class AppError extends Error {
  readonly status: number;
  /** Each field's message in Uzbek (the canonical text, for logs and the bot's own answers). */
  readonly errors?: Record<string, string>;
  /** The message and the fields' messages as raised, for the boundary to answer in the reader's language. */
  readonly texts: { message: ErrorText; errors?: Record<string, ErrorText> };
  constructor(
    readonly code: ErrorCode,
    message: ErrorText,
    errors?: Record<string, ErrorText>,
    readonly headers?: Record<string, string>,
  ) {
    super(uzbekOf(message));
    this.status = STATUS[code];
    this.texts = { message, ...(errors ? { errors } : {}) };
    if (errors) this.errors = Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, uzbekOf(text)]));
  }
}
