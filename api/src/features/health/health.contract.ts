import { z } from 'zod';
import { endpoint } from '../../contracts/endpoint.ts';

export const HealthResponse = z.union([
  z.strictObject({ status: z.literal('ok') }),
  z.strictObject({
    status: z.literal('unavailable'),
    message: z.string(),
    code: z.enum(['shutting_down', 'database_unavailable']),
  }),
]);

/** Liveness: the process answers (a restart would not help while it does). */
export const getLiveness = endpoint({ method: 'GET', path: '/api/health/live', response: HealthResponse });

/**
 * Readiness (and the classic health check): the database answers and no stop has begun. 503 `shutting_down` while a
 * stop drains, 503 `database_unavailable` (with Retry-After) when the database does not answer in time.
 */
export const getHealth = endpoint({ method: 'GET', path: '/api/health', response: HealthResponse, summary: '503 when not ready' });
export const getReadiness = endpoint({
  method: 'GET',
  path: '/api/health/ready',
  response: HealthResponse,
  summary: '503 when not ready',
});

export const ConfigResponse = z.strictObject({
  telegramBotUsername: z.string().nullable(),
  /** Only where Google is set up. */
  googleEnabled: z.literal(true).optional(),
  /** Only where the bot's token can check Telegram's sign-in answers (ADR 028). */
  telegramLoginEnabled: z.literal(true).optional(),
  /** With telegramLoginEnabled: the token's public part, what Telegram's sign-in page asks for. */
  telegramBotId: z.number().int().positive().optional(),
});

/** What the browser apps need to know about this deployment (never secrets). */
export const getConfig = endpoint({ method: 'GET', path: '/api/config', response: ConfigResponse });
