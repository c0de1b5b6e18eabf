import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';

/**
 * A deploy must not drop requests. Node's `http.Server.close()` stops listening and drops every connection it
 * counts as idle, and that includes a connection just accepted whose request is on its way or read but not
 * parsed yet: behind a proxy each is a 502. Here the listener is closed the way `net.Server` closes it (no
 * connection is dropped), a connection that has been answered and waits for nothing is closed, and one that
 * has not asked yet keeps its chance: its request is answered (with `Connection: close`, set by the app while
 * draining) and then it closes. Whatever is still open after the grace period is cut.
 */
export function trackConnections(server: Server) {
  const open = new Set<Socket>();
  const inFlight = new Map<Socket, number>();
  const answered = new WeakSet<Socket>();
  let listening = true;
  /** Since start: connections accepted, those that got at least one answer, those cut at the grace's end. */
  const counts = { accepted: 0, answered: 0, cut: 0 };

  const closeIfIdle = (socket: Socket) => {
    if (answered.has(socket) && !inFlight.has(socket)) socket.destroySoon();
  };
  server.on('connection', (socket: Socket) => {
    counts.accepted += 1;
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      inFlight.delete(socket);
    });
  });
  // One listener function for every response (no closure made per request: this runs on every answer).
  function answeredOne(this: ServerResponse) {
    const socket = this.req.socket;
    const left = (inFlight.get(socket) ?? 1) - 1;
    if (left > 0) inFlight.set(socket, left);
    else inFlight.delete(socket);
    if (!answered.has(socket)) {
      counts.answered += 1;
      answered.add(socket);
    }
    if (!listening) closeIfIdle(socket);
  }
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    response.on('close', answeredOne);
  });

  return {
    counts,
    /** Stops accepting, waits until every accepted connection is answered and closed (at most `graceMs`). */
    async stopAccepting(graceMs: number): Promise<void> {
      listening = false;
      const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      for (const socket of open) closeIfIdle(socket);
      const grace = setTimeout(() => {
        for (const socket of open) {
          counts.cut += 1;
          socket.destroy();
        }
      }, graceMs);
      await closed;
      clearTimeout(grace);
      // The HTTP server's own bookkeeping (its timeout checks) stops too; it has nothing left to drop.
      server.close(() => {});
    },
  };
}
