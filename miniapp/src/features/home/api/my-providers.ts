import { ApiError, api } from '@qabul/web/api-client';
import { useRequest } from '../../../lib/use-request.ts';
import { getMyBookings, type MyBookings } from '../../../lib/my-bookings.ts';

/** A provider the person booked with, and what they booked last (for "Yana yozilish"). */
export interface MyProvider {
  username: string;
  name: string;
  photoUrl: string | null;
  lastServiceId: number | null;
  lastServiceName: string | null;
  lastStaffId: number | null;
  lastBookedAt: string;
}

/** Without the providers list on the server, the person's upcoming bookings name them (newest booking first). */
export function providersFromBookings(bookings: MyBookings): MyProvider[] {
  const latest = new Map<string, MyProvider>();
  for (const booking of bookings.upcoming) {
    const known = latest.get(booking.providerUsername);
    if (known && known.lastBookedAt >= booking.dateTimeUtc) continue;
    latest.set(booking.providerUsername, {
      username: booking.providerUsername,
      name: booking.providerName,
      photoUrl: null,
      lastServiceId: booking.serviceId,
      lastServiceName: booking.serviceName,
      lastStaffId: null,
      lastBookedAt: booking.dateTimeUtc,
    });
  }
  return [...latest.values()].sort((a, b) => b.lastBookedAt.localeCompare(a.lastBookedAt));
}

/** GET /api/telegram/my-providers — where it is not served (404), derived from GET /api/telegram/my-bookings. */
export async function getMyProviders(): Promise<MyProvider[]> {
  try {
    return await api<MyProvider[]>('/api/telegram/my-providers');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return providersFromBookings(await getMyBookings());
    throw error;
  }
}

export function useMyProviders() {
  return useRequest(getMyProviders);
}
