import pino from 'pino';

/** One process-wide logger; the level is set from config at start-up. */
export const logger = pino({
  level: 'info',
  base: undefined,
  redact: ['req.headers.cookie', 'password', '*.password'],
});
