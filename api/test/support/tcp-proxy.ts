import net from 'node:net';

/**
 * A loopback TCP proxy in front of PostgreSQL that a test controls, to fault the network for real:
 * `cut()` drops every open connection (as a restarting database or a NAT timeout does), `blackhole()`
 * keeps connections open but carries nothing (a partition: no answer, no refusal), `heal()` lets the
 * held bytes through again, as TCP retransmission would after a partition ends.
 */
export class TcpProxy {
  private server: net.Server;
  private pairs = new Set<[net.Socket, net.Socket]>();
  private silent = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {
    this.server = net.createServer((inbound) => this.accept(inbound));
  }

  async listen(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
    return this;
  }

  /** The same database URL, through this proxy. */
  urlFor(databaseUrl: string): string {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.href;
  }

  private accept(inbound: net.Socket) {
    const outbound = net.connect(this.targetPort, this.targetHost);
    const pair: [net.Socket, net.Socket] = [inbound, outbound];
    this.pairs.add(pair);
    const drop = () => {
      inbound.destroy();
      outbound.destroy();
      this.pairs.delete(pair);
    };
    inbound.on('error', drop).on('close', drop);
    outbound.on('error', drop).on('close', drop);
    inbound.pipe(outbound);
    outbound.pipe(inbound);
    if (this.silent) this.hold(pair);
  }

  private hold([inbound, outbound]: [net.Socket, net.Socket]) {
    inbound.pause();
    outbound.pause();
    inbound.unpipe(outbound);
    outbound.unpipe(inbound);
  }

  /** Drops every connection now open; new ones still go through. */
  cut(): number {
    const count = this.pairs.size;
    for (const [inbound, outbound] of this.pairs) {
      inbound.destroy();
      outbound.destroy();
    }
    this.pairs.clear();
    return count;
  }

  blackhole(): void {
    this.silent = true;
    for (const pair of this.pairs) this.hold(pair);
  }

  heal(): void {
    this.silent = false;
    for (const [inbound, outbound] of this.pairs) {
      inbound.pipe(outbound);
      outbound.pipe(inbound);
      inbound.resume();
      outbound.resume();
    }
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
