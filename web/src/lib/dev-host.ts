/**
 * Whether a host looks like a development machine rather than the product's domain: Google only accepts
 * callbacks registered for the real domain, so the Google error page explains that case differently.
 */
export function isDevelopmentHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1') return true;
  if (/\.(local|test|internal|lan)$/.test(host)) return true;
  // A bare IPv4 or IPv6 address is never the product's domain.
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':');
}
