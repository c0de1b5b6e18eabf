import { endpoint, file } from '../../contracts/endpoint.ts';

/** Prometheus scrape: only with `Authorization: Bearer <METRICS_TOKEN>`; without a token set it does not exist (404). */
export const scrapeMetrics = endpoint({
  method: 'GET',
  path: '/api/metrics',
  response: file('text/plain (Prometheus exposition)'),
  summary: '`Authorization: Bearer <METRICS_TOKEN>`',
});
