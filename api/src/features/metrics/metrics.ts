import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The instance's Prometheus metrics (GET /api/metrics). One registry per process; the app's parts record into
 * the named metrics below and never create their own.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'qabul_process_' });

export const httpRequests = new Histogram({
  name: 'qabul_http_request_duration_seconds',
  help: 'HTTP requests by route pattern, method and status: count, rate and latency.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const bookingsCreated = new Counter({
  name: 'qabul_bookings_created_total',
  help: 'Bookings created, by who booked (client or provider).',
  labelNames: ['by'] as const,
  registers: [registry],
});

export const notificationsDelivered = new Counter({
  name: 'qabul_notifications_total',
  help: 'Notification attempts settled by the dispatcher, by outcome (sent, retry, failed, cancelled) and channel.',
  labelNames: ['outcome', 'channel'] as const,
  registers: [registry],
});

export const poolConnections = new Gauge({
  name: 'qabul_db_pool_connections',
  help: "The hot-path pool's connections by state (total, idle, waiting requests).",
  labelNames: ['state'] as const,
  registers: [registry],
});

export const dispatcherLag = new Gauge({
  name: 'qabul_dispatcher_lag_seconds',
  help: 'Age of the oldest notification that is due and not yet sent (0 when none): how far the dispatcher is behind.',
  registers: [registry],
});
