import { paths } from '../config/routes.ts';

/** The client a new dashboard booking starts from ("Yana yozish" on a client's card). */
export interface BookAgain {
  name: string;
  phone: string;
  email: string | null;
  telegramUsername: string | null;
  serviceId: number | null;
}

/**
 * One owner for the link between two features: the clients page opens the bookings page's create dialog,
 * prefilled, through this address (features do not import each other).
 */
export function bookAgainPath(client: BookAgain): string {
  const query = new URLSearchParams({ new: '1', name: client.name, phone: client.phone });
  if (client.email) query.set('email', client.email);
  if (client.telegramUsername) query.set('telegram', client.telegramUsername);
  if (client.serviceId) query.set('service', String(client.serviceId));
  return `${paths.bookings}?${query}`;
}

/** The prefilled client when the address asks for a new booking, else null. */
export function readBookAgain(search: string): BookAgain | null {
  const query = new URLSearchParams(search);
  if (query.get('new') !== '1') return null;
  const service = Number(query.get('service'));
  return {
    name: query.get('name') ?? '',
    phone: query.get('phone') ?? '',
    email: query.get('email'),
    telegramUsername: query.get('telegram'),
    serviceId: Number.isInteger(service) && service > 0 ? service : null,
  };
}
