/** Every state-changing call a client can make, for the tests that throw bad input at all of them. */
export function writeRoutes(serviceId: number, bookingId: string): [string, string][] {
  return [
    ['POST', '/api/register'],
    ['POST', '/api/login'],
    ['POST', '/api/auth/verify-email'],
    ['PUT', '/api/user/profile'],
    ['PUT', '/api/user/password'],
    ['POST', '/api/select-subscription-plan'],
    ['POST', '/api/services'],
    ['PUT', `/api/services/${serviceId}`],
    ['PUT', `/api/service-availability/${serviceId}`],
    ['POST', '/api/public/bookings'],
    ['POST', '/api/bookings'],
    ['PUT', `/api/bookings/${bookingId}`],
    ['POST', `/api/bookings/${bookingId}/reschedule`],
    ['POST', `/api/bookings/${bookingId}/cancel`],
    ['POST', `/api/public/bookings/${bookingId}/reschedule`],
    ['POST', `/api/public/bookings/${bookingId}/cancel`],
    ['POST', '/api/telegram/auth'],
  ];
}
