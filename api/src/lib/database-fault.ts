/**
 * Is this error the database being gone (dropped connection, refused, silent, restarting, too slow) rather
 * than a fault in our request? Such requests answer 503 `database_unavailable` and may be retried.
 * Drivers wrap errors (MikroORM -> knex -> pg), so the whole cause chain is searched.
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// 57014 query_canceled (statement_timeout), 57P01-57P03 shutdown / cannot connect now, 53300 too many connections.
const SERVER_CODES = new Set(['57014', '57P01', '57P02', '57P03', '53300']);
const MESSAGES = [
  /Connection terminated/i,
  /timeout expired/i,
  /Query read timeout/i,
  /Timeout acquiring a connection/i,
  /not queryable/i,
  /Client was closed/i,
  /Connection ended/i,
  /the database system is (starting up|shutting down)/i,
];

export function isDatabaseFault(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const candidate = error as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; previous?: unknown };
  const code = typeof candidate.code === 'string' ? candidate.code : '';
  // 08P01 (protocol violation) is a NUL smuggled into a query, the client's input: not a connection fault.
  if (CONNECTION_CODES.has(code) || SERVER_CODES.has(code) || (code.startsWith('08') && code !== '08P01')) return true;
  if (candidate.name === 'KnexTimeoutError' || candidate.name === 'ConnectionException') return true;
  if (typeof candidate.message === 'string' && MESSAGES.some((pattern) => pattern.test(candidate.message as string))) return true;
  return isDatabaseFault(candidate.cause, depth + 1) || isDatabaseFault(candidate.previous, depth + 1);
}
