// What the metrics feature offers the other features: they import it from here, never from its files.
export { bookingsCreated, httpRequests, notificationsDelivered } from './metrics.ts';
