import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * One client, one number: "+998 90 123-45-67", "90 123 45 67" and "998901234567" are the same phone.
 * Numbers without a country code are read as Uzbek. Null when the text is not a possible phone number.
 */
export function toE164(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  // "998901234567" written without the plus is an international number, not a local one.
  const candidate = phone.trim().startsWith('+') || !(digits.startsWith('998') && digits.length === 12) ? phone : `+${digits}`;
  const parsed = parsePhoneNumberFromString(candidate, 'UZ');
  return parsed?.isPossible() ? parsed.number : null;
}

/**
 * How the product shows a phone to people: "+998 90 765 43 21" (international format, grouped). Text that is
 * not a readable number is shown as it came.
 */
export function displayPhone(phone: string): string {
  const e164 = toE164(phone);
  return e164 ? (parsePhoneNumberFromString(e164)?.formatInternational() ?? phone) : phone;
}

/** Two ways of writing one phone match when their E.164 forms match (or, unreadable, their digits). */
export function samePhone(a: string, b: string): boolean {
  const left = toE164(a);
  const right = toE164(b);
  if (left && right) return left === right;
  const digits = (value: string) => value.replace(/\D/g, '');
  return digits(a).length > 0 && digits(a) === digits(b);
}

/** "+998 90 *** ** 67": enough for the client to recognise their number, useless to anyone else. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 4) return '***';
  return `${phone.trim().startsWith('+') ? '+' : ''}${digits.slice(0, Math.min(5, digits.length - 2)).replace(/^(\d{3})(\d{2})$/, '$1 $2')} *** ** ${digits.slice(-2)}`;
}
