import type { DatabaseTimeouts } from './config.ts';

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 3000, statementMs: 5000 };

/**
 * node-postgres options every connection of ours gets, so a database that drops connections or goes silent
 * (a network partition) costs a request a few seconds and a 503, never a hung process:
 * - connect timeout: a silent server is given up on;
 * - statement_timeout: PostgreSQL itself cancels a runaway statement;
 * - query_timeout: the client gives up on a server that no longer answers at all (one second after the
 *   server-side limit, so a reachable server always reports first);
 * - TCP keep-alive: a dead peer is noticed on idle connections too.
 *
 * Through a pooler (`pooled`) statement_timeout is left out: it travels as a startup parameter, which PgBouncer
 * refuses, and a session setting would not follow the client from one server connection to the next anyway.
 * The server-side limit is then the pooler's or the database role's (see README, Scale-out); the client-side
 * limit stays.
 */
export function connectionOptions(timeouts: DatabaseTimeouts = DEFAULT_TIMEOUTS, pooled = false) {
  return {
    connectionTimeoutMillis: timeouts.connectMs,
    ...(pooled ? {} : { statement_timeout: timeouts.statementMs }),
    query_timeout: timeouts.statementMs + 1000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}
