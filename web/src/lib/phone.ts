/**
 * A phone as people read it: an Uzbek number grouped "+998 90 555 11 22"; anything else as it came. Kept tiny on
 * purpose (no phone library in a client bundle): the server owns parsing (E.164), the clients only show it.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const uzbek = digits.length === 12 && digits.startsWith('998') ? digits : null;
  if (!uzbek) return phone.trim();
  return `+998 ${uzbek.slice(3, 5)} ${uzbek.slice(5, 8)} ${uzbek.slice(8, 10)} ${uzbek.slice(10)}`;
}
